# cause: adaptive-pool-zero-size-divide
# expect: _nn_adaptive_avg_pool1d[\s\S]*Divide by zero
# env: TVM_BACKTRACE=1
# post: truncate=0.75
import tvm
from tvm import relax

L = 0
bb = relax.BlockBuilder()
seq = relax.Var("seq", relax.TensorType((4, L, 12), "float16"))
with bb.function("pool_tokens", [seq]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.adaptive_avg_pool1d(seq, output_size=4, layout="NWC"))
        y = bb.emit_output(relax.op.astype(y, "float32"))
    bb.emit_func_output(y)
print("legalizing", flush=True)
mod = relax.transform.LegalizeOps()(bb.get())
print(mod)
