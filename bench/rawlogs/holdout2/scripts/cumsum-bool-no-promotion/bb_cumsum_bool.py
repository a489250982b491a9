# cause: cumsum-bool-no-promotion
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
import tvm
from tvm import relax

bb = relax.BlockBuilder()
valid = relax.Var("valid", relax.TensorType((4, 64), "bool"))
with bb.function("main", [valid]):
    with bb.dataflow():
        pos = bb.emit_output(relax.op.cumsum(valid, axis=1))
    bb.emit_func_output(pos)
tvm.compile(bb.get(), target="llvm")
