# cause: min-value-bool
# expect: Cannot decide min_value
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax


def reduce_any(shape, axis):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "bool"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.max(x, axis=axis, keepdims=True))
        bb.emit_func_output(y)
    return bb.get()


def test_reduce_any_all_axes():
    ex = relax.build(reduce_any((3, 4, 5), None), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(3, 4, 5) > 0.5
    np.testing.assert_equal(vm["main"](tvm.runtime.tensor(x)).numpy(), x.max(keepdims=True))
