# cause: rewriter_module_signature_mismatch
# expect: The pattern and replacement must have the same signature
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@R.rewriter
class FlattenRelu:
    @R.function
    def pattern(A: R.Tensor([4, 16], "float32")):
        B = R.nn.relu(A)
        return B

    @R.function
    def replacement(A: R.Tensor([4, 16], "float32")):
        B = R.reshape(R.nn.relu(A), [64])
        return B


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4, 16), "float32")):
        with R.dataflow():
            y = R.nn.relu(x)
            R.output(y)
        return y


print(FlattenRelu(Mod))
