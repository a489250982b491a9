# cause: repeat-zero-repeats-topi
# expect: repeat only accepts `repeats >= 1`, but got repeats = 0
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 8), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.repeat(x, 0, axis=0))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
print(bb.get())
ex = tvm.compile(bb.get(), target="llvm")
