# cause: optimizer_state_symbolic_shape
# expect: not 'Var'
# capture: pytest-native
import pytest
from tvm import relax, tirx
from tvm.relax.training.optimizer import MomentumSGD, SGD


@pytest.mark.parametrize("opt_cls", [SGD, MomentumSGD])
def test_optimizer_with_dynamic_param(opt_cls):
    n = tirx.Var("n", "int64")
    p = relax.Var("p", relax.TensorType((n, 3), "float32"))
    opt = opt_cls(0.1) if opt_cls is SGD else opt_cls(0.1, 0.9, nesterov=True)
    fn = opt.init(p).get_function()
    assert len(fn.params) == 3
