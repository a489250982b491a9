# cause: rewriter_signature_mismatch
# expect: The pattern and replacement must have the same signature
# capture: stderr
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@R.rewriter
class FuseBiasRelu:
    @R.function
    def pattern(
        x: R.Tensor((1, 16, 16, 16), "float32"), b: R.Tensor((1, 16, 1, 1), "float32")
    ):
        y = R.add(x, b)
        z = R.nn.relu(y)
        return z

    @R.function
    def replacement(
        x: R.Tensor((1, 16, 16, 16), "float32"), b: R.Tensor((1, 16, 1, 1), "float16")
    ):
        y = R.add(x, R.astype(b, "float32"))
        z = R.maximum(y, R.const(0.0, "float32"))
        return z


@I.ir_module
class Model:
    @R.function
    def main(
        x: R.Tensor((1, 16, 16, 16), "float32"), b: R.Tensor((1, 16, 1, 1), "float32")
    ):
        with R.dataflow():
            y = R.add(x, b)
            z = R.nn.relu(y)
            R.output(z)
        return z


print(FuseBiasRelu(Model))
