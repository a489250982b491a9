# cause: instrument_should_run_result_not_coerced
# expect: Cannot convert from type `None` to `bool`
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@tvm.instrument.pass_instrument
class OnlyRelaxPasses:
    def __init__(self):
        self.skipped = []

    def should_run(self, mod, info):
        if info.name.startswith("tirx."):
            self.skipped.append(info.name)
            return False


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((2, 8), "float32")):
        with R.dataflow():
            y = R.exp(x)
            R.output(y)
        return y


def test_instrument_filters():
    inst = OnlyRelaxPasses()
    with tvm.transform.PassContext(instruments=[inst]):
        relax.transform.LegalizeOps()(Mod)
    assert inst.skipped == []
