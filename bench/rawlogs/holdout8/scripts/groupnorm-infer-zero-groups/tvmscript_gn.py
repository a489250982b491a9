# cause: groupnorm-infer-zero-groups
# expect: Divide by zero
# env: TVM_BACKTRACE=1
# post: truncate=0.7
import tvm
from tvm.script import relax as R, ir as I


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((2, 16, 4, 4), "float32"), g: R.Tensor((16,), "float32"), b: R.Tensor((16,), "float32")):
        with R.dataflow():
            y = R.nn.group_norm(x, g, b, num_groups=0, channel_axis=1, axes=[2, 3])
            R.output(y)
        return y


Mod.show()
