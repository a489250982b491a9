# cause: tuple_unpack_arity_mismatch
# expect: too many values to unpack \(expected 2\)
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Unpack:
    @R.function
    def main(q: R.Tensor((2, 4), "float32"), k: R.Tensor((2, 4), "float32"), v: R.Tensor((2, 4), "float32")):
        qkv = (q, k, v)
        a, b = qkv
        s = R.add(a, b)
        return s
