# cause: vm_input_shape_mismatch
# expect: match_cast error,\s+shape\[0\] mismatch
# capture: combined
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 3), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.relu(x))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
data = np.ones((4, 3), "float32")
print(vm["main"](tvm.runtime.tensor(data.T)))
