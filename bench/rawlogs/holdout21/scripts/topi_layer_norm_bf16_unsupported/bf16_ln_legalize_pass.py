# cause: topi_layer_norm_bf16_unsupported
# expect: layer_norm: only support float32 and float16
# capture: combined
# post: truncate=0.5
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 8, 16), "bfloat16"), g: R.Tensor((16,), "bfloat16"), b: R.Tensor((16,), "bfloat16")):
        with R.dataflow():
            y = R.nn.layer_norm(x, g, b, axes=[-1], epsilon=1e-5)
            R.output(y)
        return y


print("legalizing bf16 layer_norm")
mod = relax.transform.LegalizeOps()(Module)
mod.show()
