# cause: instrument_should_run_result_not_coerced
# expect: Cannot convert from type `ffi.OpaquePyObject` to `bool`
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@tvm.instrument.pass_instrument
class SkipOnLargeModules:
    """Skip expensive passes once the module has too many functions."""

    def __init__(self, limit):
        self.limit = limit

    def should_run(self, mod, info):
        sizes = np.array([len(str(f)) for _, f in mod.functions_items()])
        return np.all(sizes < self.limit)


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4, 4), "float32")):
        y = R.nn.relu(x)
        return y


with tvm.transform.PassContext(instruments=[SkipOnLargeModules(10_000)]):
    mod = relax.transform.LegalizeOps()(Mod)
