# cause: matmul_reduction_mismatch
# expect: Matmul requires the reduction length of the operands to be equal
# capture: notebook
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

hidden = 64
# %%
@I.ir_module
class MLP:
    @R.function
    def main(x: R.Tensor((8, 32), "float32"), w1: R.Tensor((64, 32), "float32")):
        with R.dataflow():
            h = R.matmul(x, w1)  # forgot to transpose the torch-style weight
            y = R.nn.gelu(h)
            R.output(y)
        return y
