# cause: well-formed-returns-none
# expect: AssertionError: module is not well formed after Normalize
# capture: combined
# post: crlf
import tvm
from tvm import relax

bb = relax.BlockBuilder()
n = tvm.tirx.Var("n", "int64")
x = relax.Var("x", relax.TensorType((n, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.exp(x))
        z = bb.emit(relax.op.sum(y, axis=[1]))
        out = bb.emit_output(z)
    bb.emit_func_output(out)
mod = relax.transform.Normalize()(bb.get())
mod.show()
ok = relax.analysis.well_formed(mod)
print("well formed:", ok)
assert ok, "module is not well formed after Normalize"
