# cause: tvm_power_rejects_bfloat16
# expect: power only applies to float
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

import ml_dtypes
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "bfloat16"))
y = relax.Var("y", relax.TensorType((4,), "bfloat16"))
with bb.function("main", [x, y]):
    z = bb.emit(relax.op.power(x, y))
    bb.emit_func_output(z)
a = np.array([1, 2, 3, 4], "float32").astype(ml_dtypes.bfloat16)
print(run(bb.get(), a, a))
