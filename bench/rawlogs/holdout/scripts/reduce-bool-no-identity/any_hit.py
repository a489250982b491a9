# cause: reduce-bool-no-identity
# expect: min_value[\s\S]*Cannot decide min_value for typeT\.bool
import tvm
from tvm import relax

bb = relax.BlockBuilder()
hits = relax.Var("hits", relax.TensorType((8, 128), "bool"))
with bb.function("main", [hits]):
    with bb.dataflow():
        any_hit = bb.emit_output(relax.op.max(hits, axis=[1]))   # "any" along the row
    bb.emit_func_output(any_hit)
tvm.compile(bb.get(), target="llvm")
