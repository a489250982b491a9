# cause: split-indices-not-sorted
# expect: _split[\s\S]*split_indices must be sorted
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 9), "int32"))
with bb.function("main", [x]):
    with bb.dataflow():
        parts = bb.emit(relax.op.split(x, [0, 0, 5], axis=-1))
        y = bb.emit_output(relax.TupleGetItem(parts, 2))
    bb.emit_func_output(y)
mod = bb.get()

print(mod.script())

with tvm.target.Target("llvm"):
    mod = relax.get_pipeline("zero")(mod)
