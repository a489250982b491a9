# cause: squeeze_non_unit_axis_unchecked
# expect: AssertionError
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Sq:
    @R.function
    def main(x: R.Tensor((2, 1, 5), "float32")):
        with R.dataflow():
            y = R.squeeze(x, axis=[0])
            R.output(y)
        return y

x = np.random.default_rng(0).standard_normal((2, 1, 5)).astype("float32")
vm = relax.VirtualMachine(tvm.compile(Sq, target="llvm"), tvm.cpu())
got = vm["main"](tvm.runtime.tensor(x)).numpy()
print("input", x.shape, "-> squeeze", got.shape)
assert got.ndim == x.ndim - 1, f"squeeze kept rank {got.ndim}"
