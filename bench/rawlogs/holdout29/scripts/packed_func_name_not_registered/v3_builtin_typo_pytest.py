# cause: packed_func_name_not_registered
# expect: Cannot find ffi::Function
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Printer:
    @R.function(pure=False)
    def main(x: R.Tensor((3,), "float32")):
        _ = R.call_packed("vm.builtin.dump_tensor", x, ty_args=R.Tuple())
        y = R.add(x, x)
        return y


def test_debug_print_runs():
    ex = tvm.compile(Printer, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones(3, "float32")))
    assert out.numpy().tolist() == [2.0, 2.0, 2.0]
