# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype \w+ but get \w+
# capture: ipython
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 4), "float32"))
with bb.function("main", [x]):
    bb.emit_func_output(bb.emit(relax.op.tanh(x)))
vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
data = np.random.rand(4, 4)           # float64 by default
print(data.dtype)
print(vm["main"](tvm.runtime.tensor(data)))
