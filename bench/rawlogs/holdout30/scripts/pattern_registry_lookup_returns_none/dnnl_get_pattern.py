# cause: pattern_registry_lookup_returns_none
# expect: ValueError: Invalid pattern: None
# capture: stderr
import tvm
from tvm import relax
from tvm.relax.backend.pattern_registry import get_pattern
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Conv:
    @R.function
    def main(
        x: R.Tensor((1, 16, 32, 32), "float32"), w: R.Tensor((16, 16, 3, 3), "float32")
    ) -> R.Tensor((1, 16, 30, 30), "float32"):
        with R.dataflow():
            y = R.nn.conv2d(x, w)
            z = R.nn.relu(y)
            R.output(z)
        return z


wanted = ["dnnl.conv2d_relu", "dnnl.conv2d"]
patterns = [get_pattern(name) for name in wanted]
mod = relax.transform.FuseOpsByPattern(patterns, annotate_codegen=True)(Conv)
mod.show()
