# cause: amp-callee-cast
# expect: Expected TensorType, but got R.Callable
# capture: stderr
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Mod:
    @T.prim_func(s_tir=True)
    def bias_gelu(A: T.Buffer((2, 8), "float32"), B: T.Buffer((2, 8), "float32")):
        for i, j in T.grid(2, 8):
            with T.sblock("b"):
                vi, vj = T.axis.remap("SS", [i, j])
                B[vi, vj] = A[vi, vj] * T.float32(0.5) + T.float32(1)

    @R.function
    def main(x: R.Tensor((2, 8), "float32"), w: R.Tensor((8, 8), "float32")):
        cls = Mod
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.call_tir(cls.bias_gelu, (y,), out_ty=R.Tensor((2, 8), "float32"))
            R.output(z)
        return z


mod = relax.transform.ToMixedPrecision()(Mod)
tvm.compile(mod, target="llvm")
