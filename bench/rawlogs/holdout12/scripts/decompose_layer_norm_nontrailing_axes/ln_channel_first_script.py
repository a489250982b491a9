# cause: decompose_layer_norm_nontrailing_axes
# expect: InferBinaryBroadcastShape|the first input shape at dim
# capture: pytest
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class ChannelLN:
    @R.function
    def main(x: R.Tensor((1, 8, 16), "float32"), g: R.Tensor((8,), "float32"), b: R.Tensor((8,), "float32")):
        with R.dataflow():
            y = R.nn.layer_norm(x, g, b, axes=[-2])
            R.output(y)
        return y


def test_channel_ln_training():
    relax.transform.DecomposeOpsForTraining()(ChannelLN)
