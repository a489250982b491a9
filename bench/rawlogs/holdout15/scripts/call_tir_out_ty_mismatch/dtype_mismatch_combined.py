# cause: call_tir_out_ty_mismatch
# expect: TVM_BACKTRACE
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

print("[build] quantize kernel")


@I.ir_module
class Quant:
    @T.prim_func
    def quant(a: T.Buffer((8, 8), "float32"), q: T.Buffer((8, 8), "int8")):
        for i, j in T.grid(8, 8):
            q[i, j] = T.Cast("int8", T.max(T.min(a[i, j] * T.float32(16), T.float32(127)), T.float32(-128)))

    @R.function
    def main(x: R.Tensor((8, 8), "float32")):
        cls = Quant
        y = R.call_tir(cls.quant, (x,), out_ty=R.Tensor((8, 8), "uint8"))
        return y


print("[build] done parsing")
ex = tvm.compile(Quant, target="llvm")
