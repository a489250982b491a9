# cause: kwargs_misuse
# expect: Keyword argument "bias" is unused in main
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Dense:
    @R.function
    def main(x: R.Tensor((16, 32), "float32"), w: R.Tensor((32, 32), "float32"), b: R.Tensor((32,), "float32")):
        with R.dataflow():
            y = R.nn.relu(R.add(R.matmul(x, w), b))
            R.output(y)
        return y


dev = tvm.cpu()
ex = tvm.compile(Dense, target="llvm")
vm = relax.VirtualMachine(ex, dev)

x = np.random.default_rng(8).random((16, 32), dtype=np.float32)
w = np.eye(32, dtype="float32")
bias = np.zeros(32, dtype="float32")
vm.save_function("main", "dense_bound", x, w, bias=bias)
print(vm.time_evaluator("dense_bound", dev, number=20)())
