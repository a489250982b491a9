# cause: dataflow_var_used_outside_block
# expect: Undefined variable
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_returns_hidden_and_out():
    @I.ir_module
    class Two:
        @R.function
        def main(x: R.Tensor((3,), "float32")):
            with R.dataflow():
                a = R.exp(x)
                b = R.log(a)
                R.output(b)
            return (a, b)

    ex = tvm.compile(Two, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a, b = vm["main"](tvm.runtime.tensor(np.ones(3, "float32")))
    np.testing.assert_allclose(b.numpy(), np.ones(3), rtol=1e-6)
