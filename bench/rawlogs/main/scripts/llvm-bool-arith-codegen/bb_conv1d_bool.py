# cause: llvm-bool-arith-codegen
# expect: t\.MatchesCode\(DLDataTypeCode::kDLFloat\)
import sys

import tvm
from tvm import relax

print("[1/3] constructing module", file=sys.stderr)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 2, 8), "bool"))
w = relax.Var("w", relax.TensorType((3, 2, 3), "bool"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.conv1d(x, w))
    bb.emit_func_output(y)
mod = bb.get()

print("compiling ...", flush=True)
ex = tvm.compile(mod, target="llvm")
