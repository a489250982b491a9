# cause: topi-batchnorm-training-negative-axis
# expect: ValueError: list\.remove\(x\): x not in list
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class TrainStep:
    @R.function
    def main(
        x: R.Tensor((4, 3, 5, 5), "float32"),
        gamma: R.Tensor((3,), "float32"),
        beta: R.Tensor((3,), "float32"),
        mean: R.Tensor((3,), "float32"),
        var: R.Tensor((3,), "float32"),
    ):
        with R.dataflow():
            bn = R.nn.batch_norm(x, gamma, beta, mean, var, axis=-3, training=True)
            R.output(bn)
        return bn


print("compiling training step", flush=True)
ex = tvm.compile(TrainStep, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
args = [np.ones((4, 3, 5, 5), "float32")] + [np.ones(3, "float32")] * 4
print(vm["main"](*[tvm.runtime.tensor(a) for a in args]))
