# cause: gradient_requires_single_dataflow_block
# expect: now only support one dataflow block
# capture: pytest-short
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Plain:
    @R.function
    def main(x: R.Tensor((3, 3), "float32")):
        y = R.exp(x)
        s = R.sum(y)
        return s


def test_grad_plain_function():
    mod = relax.transform.Gradient("main")(Plain)
    assert mod["main_adjoint"] is not None
