# cause: reduce_axis_out_of_range
# expect: the input axis -?\d+ is out of range
# capture: notebook
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class GAP:
    @R.function
    def main(x: R.Tensor((1, 256, 7), "float32")):
        y = R.mean(x, axis=[2, 3], keepdims=True)
        return y
