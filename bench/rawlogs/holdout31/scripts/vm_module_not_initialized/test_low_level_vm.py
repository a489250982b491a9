# cause: vm_module_not_initialized
# expect: The device index is out of VM physical devices list
# capture: pytest-short
import numpy as np
import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Add:
    @R.function
    def main(x: R.Tensor((8,), "float32"), y: R.Tensor((8,), "float32")):
        with R.dataflow():
            z = R.add(x, y)
            R.output(z)
        return z


def test_low_level_vm_module():
    lib = tvm.compile(Add, target="llvm").jit()
    vm = lib["vm_load_executable"]()
    vm["vm_initialization"]()
    x = tvm.runtime.tensor(np.arange(8, dtype="float32"))
    z = vm["main"](x, x)
    np.testing.assert_allclose(z.numpy(), 2 * np.arange(8))
