# cause: tvm_negative_sign_uint_const_minus_one
# expect: cannot make uint from negative value -1
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
    y = bb.emit(relax.op.negative(x))
    bb.emit_func_output(y)
a = np.array([0, 1, 2, 255], "uint8")
np.testing.assert_array_equal(run(bb.get(), a), np.negative(a))
