# cause: system-lib-prefix-attr-on-export
# expect: Module has no function 'vm_load_executable'
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class FirmwareTemplate:
    I.module_attrs({"system_lib_prefix": "fw_", "producer": "firmware-template"})

    @R.function
    def main(x: R.Tensor((2,), "float32")) -> R.Tensor((2,), "float32"):
        return x


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 2), "float32")) -> R.Tensor((2, 2), "float32"):
        return R.nn.relu(x)


def test_desktop_build():
    # carry over the common module attributes from the shared template
    mod = Model.with_attrs(FirmwareTemplate.attrs)
    ex = tvm.compile(mod, target="llvm")
    ex.export_library("desktop.so")
    vm = relax.VirtualMachine(tvm.runtime.load_module("desktop.so"), tvm.cpu())
    x = np.array([[-1, 2], [3, -4]], "float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), np.maximum(x, 0))
