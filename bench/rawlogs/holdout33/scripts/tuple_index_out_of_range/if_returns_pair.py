# cause: tuple_index_out_of_range
# expect: Index out of bounds
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


# %%
@I.ir_module
class MinMax:
    @R.function
    def main(c: R.Tensor((), "bool"), x: R.Tensor((5,), "float32")):
        if c:
            r = (R.min(x), R.max(x))
        else:
            r = (R.max(x), R.min(x))
        hi = r[1]
        mid = r[2]
        return (hi, mid)

# %%
print(MinMax)
