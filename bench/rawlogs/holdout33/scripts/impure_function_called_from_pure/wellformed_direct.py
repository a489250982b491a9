# cause: impure_function_called_from_pure
# expect: pure
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module(check_well_formed=False)
class App:
    @R.function(pure=False)
    def bump_counter(x: R.Tensor((2,), "float32")) -> R.Tensor((2,), "float32"):
        R.print(format="step")
        return x

    @R.function
    def main(x: R.Tensor((2,), "float32")):
        cls = App
        y = cls.bump_counter(x)
        z = R.add(y, x)
        return z


print("checking", [gv.name_hint for gv in App.get_global_vars()])
relax.analysis.well_formed(App)
