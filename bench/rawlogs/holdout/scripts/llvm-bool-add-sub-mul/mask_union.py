# cause: llvm-bool-add-sub-mul
# expect: CodeGenLLVM::CreateAdd[\s\S]*Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
import tvm
from tvm import relax

bb = relax.BlockBuilder()
m1 = relax.Var("m1", relax.TensorType((4, 16), "bool"))
m2 = relax.Var("m2", relax.TensorType((4, 16), "bool"))
with bb.function("main", [m1, m2]):
    with bb.dataflow():
        u = bb.emit_output(relax.op.add(m1, m2))   # logical or, numpy style
    bb.emit_func_output(u)
tvm.compile(bb.get(), target="llvm")
