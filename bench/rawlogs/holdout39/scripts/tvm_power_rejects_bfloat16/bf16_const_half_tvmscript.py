# cause: tvm_power_rejects_bfloat16
# expect: power only applies to float
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

import ml_dtypes

@tvm.script.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((2, 2), "bfloat16")) -> R.Tensor((2, 2), "bfloat16"):
        with R.dataflow():
            y = R.power(x, R.const(0.5, "bfloat16"))
            R.output(y)
        return y

def test_bf16_pow():
    ex = tvm.compile(Mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.array([[1, 4], [9, 16]], "float32").astype(ml_dtypes.bfloat16)
    out = vm["main"](tvm.runtime.tensor(a)).numpy().astype("float32")
    np.testing.assert_allclose(out, np.sqrt(a.astype("float32")), rtol=1e-2)
