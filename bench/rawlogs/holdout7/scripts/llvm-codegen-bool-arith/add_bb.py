# cause: llvm-codegen-bool-arith
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((16,), "bool"))
b = relax.Var("b", relax.TensorType((16,), "bool"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        o = bb.emit_output(relax.op.add(a, b))
    bb.emit_func_output(o)
tvm.compile(bb.get(), "llvm")
