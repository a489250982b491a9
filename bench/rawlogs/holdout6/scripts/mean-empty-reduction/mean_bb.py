# cause: mean-empty-reduction
# expect: fb->value != 0 \(0 vs\. 0\) : Divide by zero
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((0, 16), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        m = bb.emit(op.mean(x, axis=[0]))
        out = bb.emit_output(m)
    bb.emit_func_output(out)
mod = bb.get()
tvm.compile(mod, target="llvm")
