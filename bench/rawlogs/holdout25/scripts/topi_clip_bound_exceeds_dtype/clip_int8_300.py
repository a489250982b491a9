# cause: topi_clip_bound_exceeds_dtype
# expect: Literal value -?300 exceeds range of int8
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Sat:
    @R.function
    def main(q: R.Tensor(("n", 64), "int8")):
        with R.dataflow():
            y = R.clip(q, -300, 300)   # generic clamp shared with the int16 path
            R.output(y)
        return y


ex = tvm.compile(Sat, "llvm")
