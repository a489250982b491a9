# cause: tuple_index_out_of_range
# expect: Index out of bounds
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_split_halves():
    @I.ir_module
    class Halves:
        @R.function
        def main(x: R.Tensor((6,), "float32")):
            parts = R.split(x, indices_or_sections=2)
            lo = parts[0]
            hi = parts[2]
            y = R.subtract(hi, lo)
            return y

    ex = tvm.compile(Halves, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.arange(6).astype("float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), x[3:] - x[:3])
