# cause: convertlayout-layernorm-packed
# expect: relax\.nn\.layer_norm
# capture: combined
# post: crlf
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Norm:
    @R.function
    def main(x: R.Tensor((1, 16, 8, 8), "float32"), w: R.Tensor((16, 16, 1, 1), "float32"),
             g: R.Tensor((16,), "float32"), b: R.Tensor((16,), "float32")):
        with R.dataflow():
            c = R.nn.conv2d(x, w)
            n = R.nn.layer_norm(c, g, b, axes=[1])
            R.output(n)
        return n


print("before:")
print(Norm.script())
mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4o"]})(Norm)
