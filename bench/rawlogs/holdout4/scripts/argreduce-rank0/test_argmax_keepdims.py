# cause: argreduce-rank0
# expect: Cannot reduce a 0 dim Tensor
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax


def argmax_vm(shape, keepdims):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.argmax(x, keepdims=keepdims))
        bb.emit_func_output(out)
    return relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())


@pytest.mark.parametrize("keepdims", [False, True])
def test_argmax_matrix(keepdims):
    vm = argmax_vm((2, 3), keepdims)
    x = np.array([[1, 5, 2], [0, 0, 9]], "float32")
    assert int(vm["main"](tvm.runtime.tensor(x)).numpy().reshape(-1)[0]) == 5


def test_argmax_scalar_keepdims():
    vm = argmax_vm((), True)
    assert int(vm["main"](tvm.runtime.tensor(np.array(3.0, "float32"))).numpy()) == 0
