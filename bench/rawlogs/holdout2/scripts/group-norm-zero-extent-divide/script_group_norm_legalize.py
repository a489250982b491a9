# cause: group-norm-zero-extent-divide
# expect: Divide by zero
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Net:
    @R.function
    def main(
        x: R.Tensor((2, 6, 0), "float32"),
        gamma: R.Tensor((6,), "float32"),
        beta: R.Tensor((6,), "float32"),
    ):
        with R.dataflow():
            y = R.nn.group_norm(x, gamma, beta, num_groups=3, channel_axis=1, axes=[2])
            R.output(y)
        return y


print("=== input module ===")
print(Net.script())
mod = relax.transform.LegalizeOps()(Net)
print("=== legalized ===")
print(mod.script())
