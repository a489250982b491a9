# cause: tvmscript_sblock_without_s_tir
# expect: SBlockRealize
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Masked:
    @T.prim_func(private=True)
    def masked_fill(x: T.Buffer((16, 16), "float32"), m: T.Buffer((16, 16), "bool"), y: T.Buffer((16, 16), "float32")):
        for i, j in T.grid(16, 16):
            with T.sblock("fill"):
                vi, vj = T.axis.remap("SS", [i, j])
                y[vi, vj] = T.if_then_else(m[vi, vj], T.float32(-1e9), x[vi, vj])

    @R.function
    def main(x: R.Tensor((16, 16), "float32"), m: R.Tensor((16, 16), "bool")):
        cls = Masked
        with R.dataflow():
            y = R.call_tir(cls.masked_fill, (x, m), out_ty=R.Tensor((16, 16), "float32"))
            R.output(y)
        return y


ex = tvm.compile(Masked, target="llvm")
