# cause: unknown_function_name
# expect: ValueError: Unknown function: predict
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 4), "float32")):
        with R.dataflow():
            y = R.nn.log_softmax(x, axis=-1)
            R.output(y)
        return y


class Predictor:
    entry = "predict"

    def __init__(self):
        self.vm = relax.VirtualMachine(tvm.compile(Model, target="llvm"), tvm.cpu())

    def __call__(self, x):
        self.vm.set_input(self.entry, x)
        self.vm.invoke_stateful(self.entry)
        return self.vm.get_outputs(self.entry).numpy()


def test_predictor_log_probs_normalized():
    out = Predictor()(np.array([[1, 2, 3, 4], [0, 0, 0, 0]], dtype="float32"))
    np.testing.assert_allclose(np.exp(out).sum(-1), [1.0, 1.0], rtol=1e-5)
