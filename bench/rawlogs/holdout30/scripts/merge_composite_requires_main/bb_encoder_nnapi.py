# cause: merge_composite_requires_main
# expect: Cannot find global var "main"
# capture: combined
# post: truncate=0.55
import tvm
from tvm import relax
from tvm.relax.backend.contrib.nnapi import partition_for_nnapi

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 64), "float32"))
w1 = relax.Var("w1", relax.TensorType((64, 64), "float32"))
w2 = relax.Var("w2", relax.TensorType((64, 16), "float32"))
with bb.function("encoder", [x, w1, w2]):
    with bb.dataflow():
        h = bb.emit(relax.op.matmul(x, w1))
        h = bb.emit(relax.op.tanh(h))
        z = bb.emit(relax.op.matmul(h, w2))
        out = bb.emit_output(relax.op.sigmoid(z))
    bb.emit_func_output(out)
mod = bb.get()
mod.show()

for feature_level in (5, 6, 7):
    part = partition_for_nnapi(mod, feature_level=feature_level)
    print(feature_level, len(part.functions))
