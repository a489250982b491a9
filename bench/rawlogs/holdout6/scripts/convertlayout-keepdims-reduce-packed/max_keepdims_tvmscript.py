# cause: convertlayout-keepdims-reduce-packed
# expect: Could not parse mapping as sum of iterators
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Attn:
    @R.function
    def main(x: R.Tensor((2, 16, 4, 4), "float32"), w: R.Tensor((16, 16, 3, 3), "float32")):
        with R.dataflow():
            c = R.nn.conv2d(x, w, padding=[1, 1])
            m = R.max(c, axis=[1], keepdims=True)
            R.output(m)
        return m


mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4o"]})(Attn)
mod.show()
tvm.compile(mod, "llvm")
