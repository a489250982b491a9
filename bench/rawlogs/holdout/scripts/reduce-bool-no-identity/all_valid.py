# cause: reduce-bool-no-identity
# expect: topi/reduction\.py[\s\S]*Cannot decide max_value for typeT\.bool
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Valid:
    @R.function
    def main(ok: R.Tensor((4, 6), "bool")) -> R.Tensor((4,), "bool"):
        with R.dataflow():
            all_ok = R.min(ok, axis=[1], keepdims=False)
            R.output(all_ok)
        return all_ok


Valid.show()
print("relax accepted it, type:", Valid["main"].ret_ty)
ex = tvm.compile(Valid, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](np.ones((4, 6), "bool")))
