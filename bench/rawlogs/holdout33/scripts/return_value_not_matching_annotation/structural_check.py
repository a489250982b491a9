# cause: return_value_not_matching_annotation
# expect: assert False|AssertionError
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_output_is_single_tensor():
    @I.ir_module
    class Branch:
        @R.function
        def main(c: R.Tensor((), "bool"), x: R.Tensor((3,), "float32")) -> R.Tensor((3,), "float32"):
            if c:
                y = (R.exp(x), x)
            else:
                y = (x, x)
            return y

    ex = tvm.compile(Branch, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.array(True)), tvm.runtime.tensor(np.zeros(3, "float32")))
    assert isinstance(out, tvm.runtime.Tensor)
