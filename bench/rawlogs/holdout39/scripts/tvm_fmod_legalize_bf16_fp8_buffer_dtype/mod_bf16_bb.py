# cause: tvm_fmod_legalize_bf16_fp8_buffer_dtype
# expect: dtype mismatch on BufferStore
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
    z = bb.emit(relax.op.mod(x, y))
    bb.emit_func_output(z)
a = np.array([5, -5, 7.5, 3], "float32").astype(ml_dtypes.bfloat16)
b = np.array([3, 3, 2, 2], "float32").astype(ml_dtypes.bfloat16)
print(run(bb.get(), a, b))
