# cause: numpy_float64_default
# expect: expect Tensor with dtype float32 but get float64
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Classifier:
    @R.function
    def main(x: R.Tensor((8, 16), "float32"), w: R.Tensor((16, 10), "float32")):
        with R.dataflow():
            logits = R.matmul(x, w)
            probs = R.nn.softmax(logits, axis=-1)
            R.output(probs)
        return probs


ex = tvm.compile(Classifier, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

rng = np.random.default_rng(0)
w = tvm.runtime.tensor(rng.standard_normal((16, 10)).astype("float32"))
x = tvm.runtime.tensor(rng.random((8, 16)))

probs = vm["main"](x, w).numpy()
print("predicted classes:", probs.argmax(axis=1))
