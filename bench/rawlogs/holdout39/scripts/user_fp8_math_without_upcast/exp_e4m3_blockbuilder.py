# cause: user_fp8_math_without_upcast
# expect: requires the input tensor to have float dtype
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

import ml_dtypes
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "float8_e4m3fn"))
with bb.function("main", [x]):
    y = bb.emit(relax.op.exp(x))
    bb.emit_func_output(y)
a = np.array([0.5, 1.0, -1.0, 2.0], "float32").astype(ml_dtypes.float8_e4m3fn)
print(run(bb.get(), a))
