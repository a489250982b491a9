# cause: vm-argument-count-mismatch
# expect: test_invoke_stateful[\s\S]*arguments were provided
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Step:
    @R.function
    def main(x: R.Tensor((4,), "float32"), state: R.Tensor((4,), "float32")):
        with R.dataflow():
            new = R.add(state, x)
            out = R.multiply(new, R.const(0.5, "float32"))
            R.output(out)
        return out


def _vm():
    return relax.VirtualMachine(tvm.compile(Step, target="llvm"), tvm.cpu())


def test_invoke_full():
    vm = _vm()
    out = vm["main"](tvm.runtime.tensor(np.ones(4, "float32")), tvm.runtime.tensor(np.ones(4, "float32")))
    np.testing.assert_allclose(out.numpy(), np.ones(4))


def test_invoke_stateful():
    vm = _vm()
    vm["main"](tvm.runtime.tensor(np.ones(4, "float32")))
