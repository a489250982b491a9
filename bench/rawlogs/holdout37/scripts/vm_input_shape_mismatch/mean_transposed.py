# cause: vm_input_shape_mismatch
# expect: match_cast error
# capture: stderr
import numpy as np
import tvm
from tvm import relax

# function compiled for (batch, features) but called with (features, batch)
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((32, 10), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.mean(x, axis=[0]))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
feats = np.random.rand(10, 32).astype("float32")
out = vm["main"](tvm.runtime.tensor(feats)).numpy()
print(out)
