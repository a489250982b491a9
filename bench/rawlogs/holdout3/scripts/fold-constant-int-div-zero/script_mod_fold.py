# cause: fold-constant-int-div-zero
# expect: folding[\s\S]*Fatal Python error: Floating point exception
# capture: combined
import faulthandler

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

faulthandler.enable()

period = relax.const(np.array([3, 0, 5], dtype="int32"))
phase = relax.const(np.array([7, 7, 7], dtype="int32"))


@I.ir_module
class Phase:
    @R.function
    def main(t: R.Tensor((3,), "int32")) -> R.Tensor((3,), "int32"):
        with R.dataflow():
            p = R.floor_mod(phase, period)
            y = R.add(t, p)
            R.output(y)
        return y


print("folding", flush=True)
mod = relax.transform.FoldConstant()(Phase)
print(mod)
