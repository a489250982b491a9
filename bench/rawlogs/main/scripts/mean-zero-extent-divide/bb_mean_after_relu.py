# cause: mean-zero-extent-divide
# expect: _te_mean[\s\S]*Divide by zero
import tvm
from tvm import relax

bb = relax.BlockBuilder()
feat = relax.Var("feat", relax.TensorType((8, 0), "float32"))
with bb.function("main", [feat]):
    with bb.dataflow():
        r = bb.emit(relax.op.nn.relu(feat))
        out = bb.emit_output(relax.op.mean(r, axis=[-1]))
    bb.emit_func_output(out)
mod = bb.get()

print(mod.script())

with tvm.target.Target("llvm"):
    mod = relax.get_pipeline("zero")(mod)
