# cause: scan-rank0-axis
# expect: Index out of range\. size: 0, got index 0
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


bb = relax.BlockBuilder()
s = relax.Var("s", relax.TensorType((), "float32"))
with bb.function("main", [s]):
    with bb.dataflow():
        c = bb.emit(op.cumsum(s, axis=0))
        out = bb.emit_output(c)
    bb.emit_func_output(out)
mod = bb.get()
tvm.compile(mod, target="llvm")
