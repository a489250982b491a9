# cause: call-tir-argument-type-mismatch
# expect: type mismatch
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def rowsum(a: T.Buffer((4, 16), "float32"), s: T.Buffer((4,), "float32")):
    for i, k in T.grid(4, 16):
        with T.sblock("rowsum"):
            vi, vk = T.axis.remap("SR", [i, k])
            with T.init():
                s[vi] = T.float32(0)
            s[vi] = s[vi] + a[vi, vk]


bb = relax.BlockBuilder()
gv = bb.add_func(rowsum, "rowsum")
x = relax.Var("x", relax.TensorType((16, 4), "float32"))  # stored column-major upstream
with bb.function("main", [x]):
    with bb.dataflow():
        r = bb.emit(relax.call_tir(gv, (x,), relax.TensorType((4,), "float32")))
        o = bb.emit_output(relax.op.nn.softmax(r))
    bb.emit_func_output(o)
mod = bb.get()
mod = relax.transform.LegalizeOps()(mod)
mod = relax.transform.CallTIRRewrite()(mod)
print(mod)
