# cause: dataflow_var_used_outside_block
# expect: Undefined variable: s
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


# %%
@I.ir_module
class Gate:
    @R.function
    def main(x: R.Tensor((4,), "float32"), use_scale: R.Tensor((), "bool")):
        with R.dataflow():
            s = R.sigmoid(x)
            y = R.multiply(x, s)
            R.output(y)
        if use_scale:
            z = R.multiply(y, s)
        else:
            z = y
        return z

# %%
print(Gate)
