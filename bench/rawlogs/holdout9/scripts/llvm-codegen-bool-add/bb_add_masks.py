# cause: llvm-codegen-bool-add
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((4, 16), "bool"))
b = relax.Var("b", relax.TensorType((4, 16), "bool"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        c = bb.emit(relax.op.add(a, b))
        gv = bb.emit_output(c)
    bb.emit_func_output(gv)
mod = bb.get()

ex = tvm.compile(mod, target="llvm")
