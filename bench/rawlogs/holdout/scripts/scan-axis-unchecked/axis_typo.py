# cause: scan-axis-unchecked
# expect: topi/scan\.py[\s\S]*IndexError: Index out of range\. size: 2, got index 2
# capture: combined
# rank-2 input, axis=2 (meant -1): relax accepts it and the build dies later
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class M:
    @R.function
    def main(x: R.Tensor((8, 16), "float32")):
        with R.dataflow():
            y = R.cumsum(x, axis=2)
            R.output(y)
        return y


print("type check passed:", M["main"].ret_ty)
ex = relax.build(M, target="llvm")
