# cause: fuse_tir_on_unlegalized_primitive
# expect: Only call_tir and call_tir_inplace are supported in primitive function
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Hand:
    @R.function(private=True)
    def fused_mm_relu(x: R.Tensor((4, 8), "float32"), w: R.Tensor((8, 16), "float32")) -> R.Tensor((4, 16), "float32"):
        R.func_attr({"Primitive": True})
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.relu(y)
            R.output(z)
        return z

    @R.function
    def main(x: R.Tensor((4, 8), "float32"), w: R.Tensor((8, 16), "float32")):
        cls = Hand
        with R.dataflow():
            z = cls.fused_mm_relu(x, w)
            R.output(z)
        return z


mod = relax.transform.FuseTIR()(Hand)
mod = relax.transform.LegalizeOps()(mod)
