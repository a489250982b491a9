# cause: llvm-binop-bool
# expect: CreateAdd
# capture: stderr
# post: truncate=0.55
import numpy as np
import tvm
from tvm import relax

# count active positions with a running sum over a boolean mask
bb = relax.BlockBuilder()
m = relax.Var("mask", relax.TensorType((2, 10), "bool"))
with bb.function("main", [m]):
    with bb.dataflow():
        pos = bb.emit_output(relax.op.cumsum(m, axis=1))
    bb.emit_func_output(pos)
ex = tvm.compile(bb.get(), target="llvm")
