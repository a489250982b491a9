# cause: global-var-name-not-found
# expect: test_keep_only_encoder[\s\S]*Cannot find global var
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class EncDec:
    @R.function
    def encode(x: R.Tensor((4,), "float32")):
        y = R.nn.relu(x)
        return y

    @R.function
    def decode(x: R.Tensor((4,), "float32")):
        y = R.tanh(x)
        return y


def test_all_entries():
    mod = relax.transform.DeadCodeElimination()(EncDec)
    assert len(mod.functions) == 2


def test_keep_only_encoder():
    mod = relax.transform.DeadCodeElimination(entry_functions=["encoder"])(EncDec)
    assert len(mod.functions) == 1
