# cause: llvm-binop-bool
# expect: t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op

print('binary conv test')
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 1, 6, 6), "bool"))
k = relax.Var("k", relax.TensorType((1, 1, 3, 3), "bool"))
with bb.function("main", [x, k]):
    with bb.dataflow():
        y = bb.emit(op.nn.conv2d(x, k))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
tvm.compile(mod, target="llvm")
