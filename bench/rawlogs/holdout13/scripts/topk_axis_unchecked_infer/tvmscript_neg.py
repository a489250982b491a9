# cause: topk_axis_unchecked_infer
# expect: IndexError: Index -?\d+ out of bounds
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I


@I.ir_module
class M:
    @R.function
    def main(x: R.Tensor((8, 8), "float32")):
        with R.dataflow():
            v = R.topk(x, k=3, axis=-5, ret_type="values")
            R.output(v)
        return v
