# cause: dynamic_strided_slice_index_length
# expect: Dynamic strided slice requires the number of indices in begin to equal the number of axes
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Crop:
    @R.function
    def main(x: R.Tensor(("n", 8), "float32"), b: R.Tensor((1,), "int64"), e: R.Tensor((1,), "int64"), s: R.Tensor((1,), "int64")):
        with R.dataflow():
            z = R.dynamic_strided_slice(x, b, e, s)
            R.output(z)
        return z
