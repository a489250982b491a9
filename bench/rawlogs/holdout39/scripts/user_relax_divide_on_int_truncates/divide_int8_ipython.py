# cause: user_relax_divide_on_int_truncates
# expect: AssertionError
# capture: ipython
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "int8"))
with bb.function("main", [x]):
    z = bb.emit(relax.op.divide(x, relax.const(np.full((4,), 3, "int8"))))
    bb.emit_func_output(z)
a = np.array([-5, -1, 4, 9], "int8")
np.testing.assert_array_equal(run(bb.get(), a), a // 3)
