# cause: prim_func_missing_s_tir_flag
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

print("tvm", tvm.__version__)
print("defining reduction kernel")


@I.ir_module
class Reduce:
    @T.prim_func
    def row_max(A: T.Buffer((16, 64), "float32"), B: T.Buffer((16,), "float32")):
        for i, k in T.grid(16, 64):
            with T.sblock("B"):
                vi, vk = T.axis.remap("SR", [i, k])
                with T.init():
                    B[vi] = T.float32(-3.4e38)
                B[vi] = T.max(B[vi], A[vi, vk])

    @R.function
    def main(x: R.Tensor((16, 64), "float32")):
        cls = Reduce
        y = R.call_tir(cls.row_max, (x,), out_ty=R.Tensor((16,), "float32"))
        return y


print("built", Reduce)
