# cause: scatter-elements-rank0-topi
# expect: IndexError: Index out of range\. size: 0, got index 0
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((), "float32"))
u = relax.Var("u", relax.TensorType((), "float32"))
idx = relax.const(np.array(0, "int64"))
with bb.function("main", [x, u]):
    with bb.dataflow():
        y = bb.emit(relax.op.scatter_elements(x, idx, u))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
tvm.compile(bb.get(), "llvm")
