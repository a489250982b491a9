# cause: te-identity-duplicate-buffer
# expect: occurred multiple times
# capture: pytest
import tvm
from tvm import topi
from tvm.relax.frontend import nn
from tvm.relax.frontend.nn import op, spec


class Post(nn.Module):
    def __init__(self, activation):
        super().__init__()
        self.activation = activation

    def forward(self, x: nn.Tensor):
        fn = {"relu": topi.nn.relu, "none": lambda t: t}[self.activation]
        return op.tensor_expr_op(fn, "post_act", [x])


def _compile(activation):
    mod, _ = Post(activation).export_tvm(spec={"forward": {"x": spec.Tensor([2, 8], "float32")}})
    return tvm.compile(mod, target="llvm")


def test_relu():
    _compile("relu")


def test_no_activation():
    _compile("none")
