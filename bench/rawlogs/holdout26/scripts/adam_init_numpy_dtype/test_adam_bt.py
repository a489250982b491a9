# cause: adam_init_numpy_dtype
# expect: Could not convert T\.float32 to a NumPy dtype
# capture: pytest-native
# env: TVM_BACKTRACE=1
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.relax.training.optimizer import Adam


@pytest.fixture
def params():
    return [
        relax.Var("conv_w", relax.TensorType((16, 3, 3, 3), "float32")),
        relax.Var("fc_w", relax.TensorType((256, 10), "float32")),
    ]


def test_adam_numeric_step(params):
    adam = Adam(lr=0.001, betas=(0.8, 0.95), eps=1e-6)
    adam.init(params)
    assert len(adam.state) == 5
    mod = tvm.IRModule({"adam": adam.get_function()})
    ex = tvm.compile(relax.transform.LegalizeOps()(mod), "llvm")
