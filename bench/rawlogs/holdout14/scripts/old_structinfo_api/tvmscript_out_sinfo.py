# cause: old_structinfo_api
# expect: unexpected keyword argument 'out_sinfo'
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R, tirx as T, ir as I

@I.ir_module
class Module:
    @T.prim_func
    def add_one(a: T.handle, b: T.handle):
        n = T.int64()
        A = T.match_buffer(a, (n,), "float32")
        B = T.match_buffer(b, (n,), "float32")
        for i in range(n):
            with T.sblock("B"):
                vi = T.axis.spatial(n, i)
                B[vi] = A[vi] + T.float32(1)

    @R.function
    def main(x: R.Tensor(("n",), "float32")):
        n = T.int64()
        cls = Module
        y = R.call_tir(cls.add_one, (x,), out_sinfo=R.Tensor((n,), "float32"))
        return y

ex = tvm.compile(Module, target="llvm")
