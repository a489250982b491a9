# cause: amp-callee-cast
# expect: Expected TensorType
# capture: stderr
# env: TVM_BACKTRACE=1
# post: truncate=0.85
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Enc:
    @T.prim_func(private=True, s_tir=True)
    def scale(A: T.Buffer((T.int64(3), T.int64(6)), "float32"), B: T.Buffer((T.int64(3), T.int64(6)), "float32")):
        for i, j in T.grid(T.int64(3), T.int64(6)):
            with T.sblock("s"):
                vi, vj = T.axis.remap("SS", [i, j])
                B[vi, vj] = A[vi, vj] * T.float32(0.125)

    @R.function
    def main(q: R.Tensor((3, 4), "float32"), k: R.Tensor((4, 6), "float32")):
        cls = Enc
        with R.dataflow():
            s = R.matmul(q, k)
            t = R.call_tir(cls.scale, (s,), out_ty=R.Tensor((3, 6), "float32"))
            u = R.nn.softmax(t)
            R.output(u)
        return u


seq = tvm.transform.Sequential([relax.transform.ToMixedPrecision(out_dtype="float16"), relax.transform.LegalizeOps()])
tvm.compile(seq(Enc), target="llvm")
