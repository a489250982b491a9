# cause: vm_missing_packed_func
# expect: Cannot find ffi::Function
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@tvm.register_global_func("test.my_add_one")
def my_add_one(x, out):
    out.copyfrom(x.numpy() + 1)


@I.ir_module
class Ext:
    @R.function
    def main(x: R.Tensor((4,), "float32")):
        y = R.call_dps_packed("test.my_add_1", (x,), out_ty=R.Tensor((4,), "float32"))
        return y


def test_external_add_one():
    ex = tvm.compile(Ext, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.zeros(4, "float32")))
    np.testing.assert_array_equal(out.numpy(), np.ones(4, "float32"))
