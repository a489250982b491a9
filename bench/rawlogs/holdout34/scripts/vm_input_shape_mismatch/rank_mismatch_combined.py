# cause: vm_input_shape_mismatch
# expect: expect Tensor with ndim
# capture: combined
import numpy as np
import tvm
from tvm import relax

x_np = np.arange(12, dtype="float32")  # flattened by an earlier numpy step
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.expand_dims(x, axis=[0, -1]))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(x_np)).numpy().shape)
