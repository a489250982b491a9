# cause: system-lib-prefix-attr-on-export
# expect: Module has no function 'vm_load_executable'
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    I.module_attrs({"system_lib_prefix": "edge_"})

    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        return R.multiply(x, x)


ex = tvm.compile(Model, target="llvm")
ex.export_library("model.so")
lib = tvm.runtime.load_module("model.so")
vm = relax.VirtualMachine(lib, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.arange(4, dtype="float32"))).numpy())
