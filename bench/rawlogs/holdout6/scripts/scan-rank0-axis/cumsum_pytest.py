# cause: scan-rank0-axis
# expect: Index out of range\. size: 0, got index 0
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


def _mod(shape):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "int32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(op.cumsum(x, axis=0, dtype="int64"))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


def test_cumsum_vector():
    ex = tvm.compile(_mod((4,)), "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(np.array([1, 2, 3, 4], "int32"))).numpy()
    np.testing.assert_array_equal(got, [1, 3, 6, 10])


def test_cumsum_scalar():
    tvm.compile(_mod(()), "llvm")
