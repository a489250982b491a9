# cause: stateful_call_order
# expect: No output saved for call of "normalize"
# capture: pytest-line
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Prep:
    @R.function
    def normalize(img: R.Tensor((1, 3, 8, 8), "float32"), mean: R.Tensor((1, 3, 1, 1), "float32")):
        with R.dataflow():
            out = R.subtract(img, mean)
            R.output(out)
        return out


def test_normalize_via_stateful_interface():
    ex = tvm.compile(Prep, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    img = np.ones((1, 3, 8, 8), dtype="float32")
    mean = np.array([0.5, 0.25, 0.125], dtype="float32").reshape(1, 3, 1, 1)
    vm.set_input("normalize", img, mean)
    out = vm.get_outputs("normalize").numpy()
    np.testing.assert_allclose(out[0, :, 0, 0], [0.5, 0.75, 0.875])
