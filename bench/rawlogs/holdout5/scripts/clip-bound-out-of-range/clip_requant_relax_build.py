# cause: clip-bound-out-of-range
# expect: exceeds range of int8
# capture: stderr
# post: truncate=0.65
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Requant:
    @R.function
    def main(x: R.Tensor((1, 16), "int8"), w: R.Tensor((16, 16), "int8")):
        with R.dataflow():
            acc = R.matmul(x, w, out_dtype="int32")
            y = R.astype(R.right_shift(acc, R.const(7, "int32")), "int8")
            z = R.clip(y, -128, 255)
            R.output(z)
        return z


ex = relax.build(Requant, target="llvm")
