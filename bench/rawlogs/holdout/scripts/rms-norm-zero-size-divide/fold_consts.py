# cause: rms-norm-zero-size-divide
# expect: rms_norm[\s\S]*Divide by zero
# env: TVM_BACKTRACE=1
"""Constant-fold a graph whose (pruned) side branch normalizes an empty constant."""
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 5), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        pruned = relax.const(np.zeros((2, 0), "float32"))   # all channels pruned away
        pruned_w = relax.const(np.zeros((0,), "float32"))
        side = bb.emit(relax.op.nn.rms_norm(pruned, pruned_w, axes=[1]))
        y = bb.emit_output(relax.op.add(x, relax.op.sum(side)))
    bb.emit_func_output(y)
mod = bb.get()
mod = relax.transform.FoldConstant()(mod)
mod = relax.transform.DeadCodeElimination()(mod)
print(mod)
