# cause: mean-empty-axis-legalize
# expect: Divide by zero
# capture: pytest
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Pool:
    @R.function
    def main(x: R.Tensor((2, 0, 7), "float32")):
        y = R.mean(x, axis=[1])
        return y


def test_parse():
    assert "main" in [gv.name_hint for gv in Pool.get_global_vars()]


def test_legalize():
    relax.transform.LegalizeOps()(Pool)
