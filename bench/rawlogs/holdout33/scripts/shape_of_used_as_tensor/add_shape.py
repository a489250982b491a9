# cause: shape_of_used_as_tensor
# expect: Arguments to binary operators must be either R.Tensor or R.Prim types
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class PosEnc:
    @R.function
    def main(x: R.Tensor((8,), "float32")):
        s = R.shape_of(x)
        y = R.add(x, s)
        return y


ex = tvm.compile(PosEnc, target="llvm")
