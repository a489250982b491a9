# cause: ndim_only_annotation_no_legalize
# expect: CodeGenVM cannot emit
# capture: combined
# post: truncate=0.5
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("h", relax.TensorType(None, "float32", ndim=3))
g = relax.Var("g", relax.TensorType((64,), "float32"))
b = relax.Var("b", relax.TensorType((64,), "float32"))
with bb.function("main", [x, g, b]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.layer_norm(x, g, b, axes=[-1]))
    bb.emit_func_output(y)
mod = bb.get()
mod.show()
ex = tvm.compile(mod, target="llvm")
