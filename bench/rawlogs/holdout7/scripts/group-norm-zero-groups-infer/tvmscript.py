# cause: group-norm-zero-groups-infer
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class GN:
    @R.function
    def main(x: R.Tensor((1, 6, 10), "float32"), g: R.Tensor((6,), "float32"), b: R.Tensor((6,), "float32")):
        with R.dataflow():
            y = R.nn.group_norm(x, g, b, num_groups=0, channel_axis=1, axes=[2])
            R.output(y)
        return y


seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.FoldConstant()])
print(seq(GN))
