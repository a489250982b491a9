# cause: keepdims_mismatch
# expect: \(shapes \(6, 1\), \(6,\) mismatch\)
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Pred:
    @R.function
    def main(logits: R.Tensor((6, 4), "float32")) -> R.Tensor((6,), "int64"):
        with R.dataflow():
            c = R.argmax(logits, axis=-1, keepdims=True)
            R.output(c)
        return c


def test_argmax_classes():
    vm = relax.VirtualMachine(tvm.compile(Pred, target="llvm"), tvm.cpu())
    logits = np.random.rand(6, 4).astype("float32")
    got = vm["main"](tvm.runtime.tensor(logits)).numpy()
    np.testing.assert_array_equal(got, logits.argmax(axis=-1))
