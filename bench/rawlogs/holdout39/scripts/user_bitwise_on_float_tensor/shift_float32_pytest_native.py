# cause: user_bitwise_on_float_tensor
# expect: Expected integer argument as LHS of << operator
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

def test_shift_scale():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3,), "float32"))
    s = relax.Var("s", relax.TensorType((3,), "float32"))
    with bb.function("main", [x, s]):
        y = bb.emit(relax.op.left_shift(x, s))
        bb.emit_func_output(y)
    a = np.array([1, 2, 3], "float32"); sh = np.array([1, 2, 3], "float32")
    np.testing.assert_array_equal(run(bb.get(), a, sh), a * 2 ** sh)
