# cause: llvm-binop-bool
# expect: t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((4, 4), "bool"))
b = relax.Var("b", relax.TensorType((4, 4), "bool"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        y = bb.emit(op.matmul(a, b))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
tvm.compile(mod, target="llvm")
