# cause: pool-stride-zero-div0
# expect: Divide by zero
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax


def pool1d(stride):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType([1, 1, 12], "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.max_pool1d(x, pool_size=2, strides=stride))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    return bb.get()


def test_stride_two():
    ex = tvm.compile(pool1d(2), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.arange(12, dtype="float32").reshape(1, 1, 12))).numpy()
    assert out.tolist() == [[[1, 3, 5, 7, 9, 11]]]


def test_stride_zero():
    pool1d(0)
