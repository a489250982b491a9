# cause: module-alias-mutation
# expect: AssertionError: baseline module was modified
# capture: pytest-line
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 2), "float32")) -> R.Tensor((2, 2), "float32"):
        return R.nn.relu(x)

    @R.function
    def aux(x: R.Tensor((2, 2), "float32")) -> R.Tensor((2, 2), "float32"):
        return x


def test_strip_keeps_baseline():
    # one working copy per deployment flavour: [full, stripped]
    full, stripped = [Model.clone()] * 2
    del stripped["aux"]
    assert "aux" not in stripped
    assert "aux" in full, "baseline module was modified"
