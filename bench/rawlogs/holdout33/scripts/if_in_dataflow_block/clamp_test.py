# cause: if_in_dataflow_block
# expect: IfFrame inside a dataflow block
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_clamp_or_pass():
    @I.ir_module
    class Clamp:
        @R.function
        def main(x: R.Tensor((6,), "float32"), clamp: R.Tensor((), "bool")):
            with R.dataflow():
                if clamp:
                    y = R.clip(x, R.prim_value(0.0), R.prim_value(1.0))
                else:
                    y = x
                z = R.add(y, y)
                R.output(z)
            return z

    ex = tvm.compile(Clamp, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.linspace(-1, 2, 6).astype("float32")
    out = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(np.array(True)))
    np.testing.assert_allclose(out.numpy(), 2 * np.clip(x, 0, 1))
