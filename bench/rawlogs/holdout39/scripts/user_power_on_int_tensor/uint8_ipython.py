# cause: user_power_on_int_tensor
# expect: power only applies to float
# capture: ipython
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "uint8"))
with bb.function("main", [x]):
    two = relax.const(np.full((4,), 2, "uint8"))
    y = bb.emit(relax.op.power(two, x))
    bb.emit_func_output(y)
a = np.array([0, 1, 2, 7], "uint8")
print(run(bb.get(), a), np.power(np.uint8(2), a))
