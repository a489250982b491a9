# cause: roundtrip-metadata-omitted
# expect: Undefined variable: metadata
# capture: ipython
import numpy as np
import tvm
from tvm.script import ir as I, relax as R

@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        s = R.const(np.array([0.5, 1.0, 1.5, 2.0], dtype="float32"))
        y = R.multiply(x, s)
        return y

src = Model["main"].script()
func = tvm.script.from_source(src)
tvm.ir.assert_structural_equal(func, Model["main"])
