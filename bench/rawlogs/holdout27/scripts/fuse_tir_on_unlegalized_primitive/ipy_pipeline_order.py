# cause: fuse_tir_on_unlegalized_primitive
# expect: Only call_tir and call_tir_inplace are supported in primitive function
# capture: ipython
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function(private=True)
    def fused_norm(x: R.Tensor((2, 16), "float32")) -> R.Tensor((2, 16), "float32"):
        R.func_attr({"Primitive": True})
        with R.dataflow():
            m = R.mean(x, axis=[1], keepdims=True)
            y = R.subtract(x, m)
            R.output(y)
        return y

    @R.function
    def main(x: R.Tensor((2, 16), "float32")):
        cls = Mod
        with R.dataflow():
            y = cls.fused_norm(x)
            R.output(y)
        return y


ex = tvm.compile(Mod, "llvm", relax_pipeline=tvm.transform.Sequential([
    relax.transform.FuseTIR(), relax.get_pipeline("zero"), relax.get_pipeline("default_build")]))
