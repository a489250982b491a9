# cause: user_vm_input_dtype_mismatch
# expect: expect Tensor with dtype float32 but get float64
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "float32"))
with bb.function("main", [x]):
    y = bb.emit(relax.op.ceil(x))
    bb.emit_func_output(y)
a = np.array([0.2, -0.2, 1.0, 2.7])   # numpy default float64
np.testing.assert_array_equal(run(bb.get(), a), np.ceil(a))
