# cause: call_tir_out_ty_mismatch
# expect: Program is not well-formed
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Gemv:
    @T.prim_func(s_tir=True)
    def gemv(A: T.Buffer((16, 32), "float32"), x: T.Buffer((32,), "float32"), y: T.Buffer((16,), "float32")):
        for i, k in T.grid(16, 32):
            with T.sblock("y"):
                vi, vk = T.axis.remap("SR", [i, k])
                with T.init():
                    y[vi] = T.float32(0)
                y[vi] = y[vi] + A[vi, vk] * x[vk]

    @R.function
    def main(A: R.Tensor((16, 32), "float32"), x: R.Tensor((32,), "float32")):
        cls = Gemv
        y = R.call_tir(cls.gemv, (A, x), out_ty=R.Tensor((16, 1), "float32"))
        return y


ex = tvm.compile(Gemv, target="llvm")
