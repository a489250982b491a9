# cause: user_vm_input_dtype_mismatch
# expect: expect Tensor with dtype int32 but get int64
# capture: ipython
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((6,), "int32"))
with bb.function("main", [x]):
    y = bb.emit(relax.op.right_shift(x, relax.const(np.full((6,), 1, "int32"))))
    bb.emit_func_output(y)
a = np.arange(6)          # int64 on Linux
print(run(bb.get(), a), a >> 1)
