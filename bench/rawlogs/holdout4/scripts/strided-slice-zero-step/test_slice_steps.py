# cause: strided-slice-zero-step
# expect: Divide by zero
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def run_slice(arr, begin, end, step):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(arr.shape, "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.strided_slice(x, axes=[0], begin=[begin], end=[end], strides=[step]))
        bb.emit_func_output(out)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](tvm.runtime.tensor(arr)).numpy()


def test_step_two():
    arr = np.arange(10, dtype="float32")
    np.testing.assert_array_equal(run_slice(arr, 0, 10, 2), arr[0:10:2])


def test_step_negative():
    arr = np.arange(10, dtype="float32")
    np.testing.assert_array_equal(run_slice(arr, 9, -11, -1), arr[::-1])


def test_step_zero_should_error_cleanly():
    arr = np.arange(10, dtype="float32")
    run_slice(arr, 0, 10, 0)
