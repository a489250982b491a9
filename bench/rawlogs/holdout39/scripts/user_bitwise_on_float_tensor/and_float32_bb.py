# cause: user_bitwise_on_float_tensor
# expect: Expected integer argument as LHS of & operator
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
    # mask off the sign bit (meant to reinterpret as int32 first)
    y = bb.emit(relax.op.bitwise_and(x, relax.const(np.full((4,), 0x7FFFFFFF, "int32").view("float32"))))
    bb.emit_func_output(y)
a = np.array([-1.0, 2.0, -0.0, 3.5], "float32")
np.testing.assert_array_equal(run(bb.get(), a), np.abs(a))
