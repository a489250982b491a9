# cause: user_vm_call_shape_mismatch
# expect: ErrorContext\(fn=main, loc=param\[0\]
# capture: combined
# post: truncate=0.5
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3), "float32"))
with bb.function("main", [x]):
    y = bb.emit(relax.op.floor(x))
    bb.emit_func_output(y)
a = np.array([[0.5, -0.5, 1.5], [2.5, -1.5, 3.0]], "float32").T   # transposed by mistake
print(run(bb.get(), np.ascontiguousarray(a)))
