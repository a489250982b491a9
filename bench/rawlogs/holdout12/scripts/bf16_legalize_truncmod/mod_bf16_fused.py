# cause: bf16_legalize_truncmod
# expect: dtype mismatch on BufferStore
# capture: pytest-native
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((6, 6), "bfloat16"))
with bb.function("main", [x]):
    with bb.dataflow():
        s = bb.emit(relax.op.multiply(x, relax.const(3.0, "bfloat16")))
        m = bb.emit(relax.op.mod(s, x))
        o = bb.emit_output(m)
    bb.emit_func_output(o)
seq = tvm.transform.Sequential([
    relax.transform.LegalizeOps(),
    relax.transform.AnnotateTIROpPattern(),
    relax.transform.FuseOps(),
    relax.transform.FuseTIR(),
])
mod = seq(bb.get())
print(list(gv.name_hint for gv in mod.functions))
relax.build(mod, target="llvm")
