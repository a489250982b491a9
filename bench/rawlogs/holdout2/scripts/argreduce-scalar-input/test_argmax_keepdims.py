# cause: argreduce-scalar-input
# expect: Cannot reduce a 0 dim Tensor
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax


def argmax_mod(shape, keepdims):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "int32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.argmax(x, axis=None, keepdims=keepdims))
        bb.emit_func_output(y)
    return bb.get()


@pytest.mark.parametrize("shape", [(6,), (2, 3), ()])
def test_argmax_flat(shape):
    ex = tvm.compile(argmax_mod(shape, keepdims=True), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    data = np.arange(int(np.prod(shape)), dtype="int32").reshape(shape)
    out = vm["main"](tvm.runtime.tensor(data)).numpy()
    assert out.ravel()[0] == data.argmax()
