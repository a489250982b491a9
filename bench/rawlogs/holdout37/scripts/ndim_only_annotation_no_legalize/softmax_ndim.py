# cause: ndim_only_annotation_no_legalize
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: stderr
import numpy as np
import tvm
from tvm import relax

# "any batch, any length" -- annotated with ndim only
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType(None, "float32", ndim=3))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.softmax(x, axis=-1))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
x_np = np.random.rand(2, 4, 6).astype("float32")
out = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x_np)).numpy()
