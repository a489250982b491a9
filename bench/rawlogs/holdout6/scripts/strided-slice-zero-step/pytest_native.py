# cause: strided-slice-zero-step
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


def _slice_mod(step):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((6, 6), "int32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(op.strided_slice(x, axes=[0, 1], begin=[0, 0], end=[6, 6], strides=[1, step]))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


def test_step_one():
    ex = tvm.compile(_slice_mod(1), "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    arr = np.arange(36, dtype="int32").reshape(6, 6)
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(arr)).numpy(), arr)


def test_step_zero():
    _slice_mod(0)
