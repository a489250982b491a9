# cause: topi_layer_norm_bf16_unsupported
# expect: layer_norm: only support float32 and float16 for now
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class PreNorm:
    @R.function
    def main(x: R.Tensor((4, 128), "float32"), w: R.Tensor((128, 128), "bfloat16"),
             g: R.Tensor((128,), "bfloat16"), b: R.Tensor((128,), "bfloat16")):
        with R.dataflow():
            xb = R.astype(x, "bfloat16")
            h = R.nn.layer_norm(xb, g, b, axes=[-1])
            y = R.matmul(h, w, out_dtype="float32")
            R.output(y)
        return y


mod = relax.get_pipeline("default")(PreNorm)
print(mod["main"].ret_type if hasattr(mod["main"], "ret_type") else "ok")
