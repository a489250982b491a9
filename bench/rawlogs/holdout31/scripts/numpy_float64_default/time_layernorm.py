# cause: numpy_float64_default
# expect: expect Tensor with dtype float32 but get float64
# capture: ipython
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Norm:
    @R.function
    def main(
        x: R.Tensor((2, 6), "float32"),
        gamma: R.Tensor((6,), "float32"),
        beta: R.Tensor((6,), "float32"),
    ):
        with R.dataflow():
            y = R.nn.layer_norm(x, gamma, beta, axes=[-1])
            R.output(y)
        return y


dev = tvm.cpu()
ex = tvm.compile(Norm, target="llvm")
vm = relax.VirtualMachine(ex, dev)

x = np.array([[0.5, 1.5, -2.0, 3.25, 0.0, 1.0], [4.0, -1.0, 2.5, 0.75, -0.5, 2.0]])
gamma = np.ones(6, dtype="float32")
beta = np.zeros(6, dtype="float32")

timer = vm.time_evaluator("main", dev, number=20, repeat=3)
print(timer(x, gamma, beta))
