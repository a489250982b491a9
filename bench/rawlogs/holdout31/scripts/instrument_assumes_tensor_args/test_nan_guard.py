# cause: instrument_assumes_tensor_args
# expect: AttributeError: 'NoneType' object has no attribute 'numpy'
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4, 4), "float32")):
        with R.dataflow():
            y = R.log(x)
            z = R.sqrt(y)
            R.output(z)
        return z


class NanGuard:
    def __init__(self):
        self.bad = []

    def __call__(self, func, name, before_run, ret_value, *args):
        if not before_run and np.isnan(ret_value.numpy()).any():
            self.bad.append(name)


def test_no_nans_for_positive_inputs():
    ex = tvm.compile(Model, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    guard = NanGuard()
    vm.set_instrument(guard)
    x = np.full((4, 4), 3.0, dtype="float32")
    vm["main"](x)
    assert guard.bad == []
