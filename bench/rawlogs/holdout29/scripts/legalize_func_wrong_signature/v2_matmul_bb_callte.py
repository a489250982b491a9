# cause: legalize_func_wrong_signature
# expect: takes 1 positional argument but 2 were given
# capture: combined
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def my_matmul(call: relax.Call) -> relax.Expr:
    a, b = call.args
    bb = relax.BlockBuilder.current()
    return bb.call_te(topi.nn.matmul, a, b)


bb = relax.BlockBuilder()
a = relax.Var("a", R.Tensor((16, 32), "float16"))
b = relax.Var("b", R.Tensor((32, 8), "float16"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        c = bb.emit(relax.op.matmul(a, b))
        d = bb.emit(relax.op.astype(c, "float32"))
        out = bb.emit_output(d)
    bb.emit_func_output(out)
mod = bb.get()
print("before legalize:")
mod.show()

seq = tvm.transform.Sequential(
    [
        relax.transform.LegalizeOps(customize_legalize_map={"relax.matmul": my_matmul}),
        relax.transform.FoldConstant(),
    ]
)
mod = seq(mod)
print("after legalize:")
mod.show()
