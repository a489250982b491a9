# cause: one-hot-negative-axis
# expect: Index 2 out of bounds 2
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T


@I.ir_module
class Encode:
    @R.function
    def main(tokens: R.Tensor((2, 7), "int32")) -> R.Tensor((2, 100, 7), "float16"):
        with R.dataflow():
            oh = R.one_hot(tokens, R.prim_value(T.float16(1)), R.prim_value(T.float16(0)), 100, axis=-2)
            R.output(oh)
        return oh


Encode.show()
print("legalize")
mod = relax.transform.LegalizeOps()(Encode)
mod.show()
