# cause: vm_wrong_arg_count
# expect: arguments were provided
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_recurrent_step():
    @I.ir_module
    class RNN:
        @R.function
        def step(x: R.Tensor((1, 4), "float32"), h: R.Tensor((1, 4), "float32"), w: R.Tensor((4, 4), "float32")):
            hn = R.tanh(R.add(R.matmul(x, w), h))
            return (hn, hn)

    ex = tvm.compile(RNN, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = tvm.runtime.tensor(np.ones((1, 4), "float32"))
    w = tvm.runtime.tensor(np.eye(4, dtype="float32"))
    out, h = vm["step"](x, w)
    assert out.shape == (1, 4)
