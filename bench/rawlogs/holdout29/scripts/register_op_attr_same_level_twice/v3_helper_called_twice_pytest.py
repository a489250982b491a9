# cause: register_op_attr_same_level_twice
# expect: Attribute FCustomCost of relax\.matmul is already registered with same plevel=10
# capture: pytest-short
import pytest
import tvm


def install_cost_model():
    """Attach our analytic cost model to the ops we care about."""
    tvm.ir.register_op_attr("relax.matmul", "FCustomCost", lambda call: 2.0)
    tvm.ir.register_op_attr("relax.nn.conv2d", "FCustomCost", lambda call: 9.0)


@pytest.fixture
def cost_model():
    install_cost_model()
    yield


def test_matmul_cost(cost_model):
    assert tvm.ir.Op.get("relax.matmul").get_attr("FCustomCost") is not None


def test_conv_cost(cost_model):
    assert tvm.ir.Op.get("relax.nn.conv2d").get_attr("FCustomCost") is not None
