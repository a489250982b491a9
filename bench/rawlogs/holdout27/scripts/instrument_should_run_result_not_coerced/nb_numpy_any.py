# cause: instrument_should_run_result_not_coerced
# expect: to `bool`
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

# %%
@tvm.instrument.pass_instrument
class HasFloat:
    def should_run(self, mod, info):
        flags = np.array(["float32" in f.script() for _, f in mod.functions_items()])
        return flags.any()

# %%
@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((3,), "float32")):
        y = R.sqrt(x)
        return y

# %%
with tvm.transform.PassContext(instruments=[HasFloat()]):
    ex = tvm.compile(Mod, "llvm")
