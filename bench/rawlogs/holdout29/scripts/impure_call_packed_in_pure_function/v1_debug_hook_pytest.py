# cause: impure_call_packed_in_pure_function
# expect: Program is not well-formed
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

captured = []


@tvm.register_global_func("test.capture", override=True)
def capture(t):
    captured.append(t.numpy().copy())


def test_capture_intermediate():
    @I.ir_module
    class Net:
        @R.function
        def main(x: R.Tensor((2, 2), "float32")):
            y = R.multiply(x, x)
            _ = R.call_packed("test.capture", y, ty_args=R.Tuple())
            z = R.add(y, x)
            return z

    ex = tvm.compile(Net, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    vm["main"](tvm.runtime.tensor(np.ones((2, 2), "float32")))
    assert len(captured) == 1
