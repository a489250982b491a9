# cause: vm_input_symbolic_dim_inconsistent
# expect: mismatch to a previous populated value
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I

@I.ir_module
class Masked:
    @R.function
    def main(x: R.Tensor(("b", "s"), "float32"), mask: R.Tensor(("b", "s"), "bool")):
        with R.dataflow():
            z = R.where(mask, x, R.const(-1e9, "float32"))
            R.output(z)
        return z

def test_masked_fill():
    ex = tvm.compile(Masked, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(4, 12).astype("float32")
    mask = np.ones((4, 16), dtype="bool")
    vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(mask))
