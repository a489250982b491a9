# cause: rms-norm-zero-size-divide
# expect: _nn_rms_norm[\s\S]*Divide by zero
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.transform import LegalizeOps

bb = relax.BlockBuilder()
hidden = relax.Var("hidden", relax.TensorType((4, 5, 0), "float16"))
scale = relax.Var("scale", relax.TensorType((0,), "float16"))
with bb.function("decode", [hidden, scale]):
    with bb.dataflow():
        n = bb.emit(relax.op.nn.rms_norm(hidden, scale, axes=[-1], epsilon=1e-6))
        n = bb.emit(relax.op.astype(n, "float32"))
        gv = bb.emit_output(n)
    bb.emit_func_output(gv)

mod = bb.get()
print("before:", mod["decode"].ty)
mod = LegalizeOps()(mod)
print("after:", list(mod.functions))
