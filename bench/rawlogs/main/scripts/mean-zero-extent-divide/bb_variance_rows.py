# cause: mean-zero-extent-divide
# expect: _te_mean[\s\S]*Divide by zero
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
data = relax.Var("data", relax.TensorType((0, 16), "float32"))
with bb.function("main", [data]):
    with bb.dataflow():
        v = bb.emit_output(relax.op.variance(data, axis=[0]))
    bb.emit_func_output(v)
mod = bb.get()

print("compiling ...", flush=True)
mod = relax.transform.LegalizeOps()(mod)
