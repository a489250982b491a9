# cause: bool_reduce_max_min
# expect: Cannot decide min_value for type
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class AnyValid:
    @R.function
    def main(valid: R.Tensor((4, 10), "bool")) -> R.Tensor((4,), "bool"):
        with R.dataflow():
            any_valid = R.max(valid, axis=1)
            R.output(any_valid)
        return any_valid

AnyValid.show()
# %%
ex = tvm.compile(AnyValid, "llvm")
