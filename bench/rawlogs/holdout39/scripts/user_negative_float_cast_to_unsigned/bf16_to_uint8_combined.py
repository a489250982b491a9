# cause: user_negative_float_cast_to_unsigned
# expect: AssertionError
# capture: combined
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

import ml_dtypes
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3), "bfloat16"))
with bb.function("main", [x]):
    y = bb.emit(relax.op.astype(x, "uint8"))
    bb.emit_func_output(y)
a = np.array([[-1, -3, 2], [4, -5, 0]], "float32").astype(ml_dtypes.bfloat16)
out = run(bb.get(), a)
print(out)
np.testing.assert_array_equal(out, a.astype("float32").astype("int32").astype("uint8"))
