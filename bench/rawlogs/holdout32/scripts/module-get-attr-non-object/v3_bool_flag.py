# cause: module-get-attr-non-object
# expect: Cannot convert from type `bool` to `ffi.Object`
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        return R.sqrt(x)


def compile_with_flags(mod):
    if mod.get_attr("skip_fusion"):
        print("fusion disabled for this module")
    return tvm.compile(mod, target="llvm")


mod = Model.with_attr("skip_fusion", True)
ex = compile_with_flags(mod)
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.full(4, 4.0, "float32"))).numpy())
