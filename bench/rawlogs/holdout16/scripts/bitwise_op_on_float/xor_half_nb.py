# cause: bitwise_op_on_float
# expect: Expected integer argument as LHS of \^ operator
# capture: notebook
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class Scramble:
    @R.function
    def main(x: R.Tensor((4, 4), "float16"), key: R.Tensor((4, 4), "float16")):
        with R.dataflow():
            y = R.bitwise_xor(x, key)
            R.output(y)
        return y

# %%
ex = tvm.compile(Scramble, "llvm")
