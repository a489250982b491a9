# cause: mean-empty-axis-legalize
# expect: Divide by zero
# capture: combined
import numpy as np
import tvm
from tvm import relax

empty = relax.const(np.zeros((3, 0), dtype="float32"))
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 1), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        m = bb.emit(relax.op.mean(empty, axis=[1], keepdims=True))
        o = bb.emit_output(relax.op.add(x, m))
    bb.emit_func_output(o)
mod = bb.get()
mod.show()
mod = relax.transform.FoldConstant()(mod)
mod.show()
