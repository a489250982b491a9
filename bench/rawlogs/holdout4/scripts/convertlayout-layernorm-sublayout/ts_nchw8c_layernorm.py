# cause: convertlayout-layernorm-sublayout
# expect: to have size same as the lengths of the data on the given axes
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Block:
    @R.function
    def main(
        x: R.Tensor((1, 16, 6, 6), "float32"),
        w: R.Tensor((16, 16, 1, 1), "float32"),
        g: R.Tensor((16,), "float32"),
        b: R.Tensor((16,), "float32"),
    ):
        with R.dataflow():
            c = R.nn.conv2d(x, w)
            n = R.nn.layer_norm(c, g, b, axes=[-3])
            R.output(n)
        return n


desired = {"relax.nn.conv2d": ["NCHW8c", "OIHW8i8o"]}
print("desired layouts:", desired)
mod = relax.transform.ConvertLayout(desired)(Block)
mod.show()
