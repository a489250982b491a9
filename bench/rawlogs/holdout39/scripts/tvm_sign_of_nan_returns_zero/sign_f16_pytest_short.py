# cause: tvm_sign_of_nan_returns_zero
# expect: AssertionError
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((3,), "float16")) -> R.Tensor((3,), "float16"):
        with R.dataflow():
            s = R.sign(x)
            R.output(s)
        return s

def test_sign_fp16():
    ex = tvm.compile(Mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.array([np.nan, -1, 4], "float16")
    out = vm["main"](tvm.runtime.tensor(a)).numpy()
    assert np.isnan(out[0]), f"sign(nan) gave {out[0]}"
