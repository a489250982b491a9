# cause: vm_input_shape_mismatch
# expect: match_cast error,\s+shape\[\d\] mismatch to specified constant
# capture: pytest-line
import numpy as np
import pytest
import tvm
from tvm import relax


@pytest.fixture
def pool_vm():
    bb = relax.BlockBuilder()
    x = relax.Var("img", relax.TensorType((1, 3, 224, 224), "float32"))
    with bb.function("main", [x]):
        bb.emit_func_output(bb.emit(relax.op.nn.avg_pool2d(x, pool_size=(2, 2), strides=(2, 2))))
    return relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())


def test_pool_on_256_image(pool_vm):
    img = np.zeros((1, 3, 256, 256), "float32")
    assert pool_vm["main"](tvm.runtime.tensor(img)).shape == (1, 3, 128, 128)
