# cause: conv2d_grad_ignores_dilation
# expect: Conv2dTranspose expects the output padding less than the strides
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Atrous:
    @R.function
    def main(x: R.Tensor((1, 8, 16, 16), "float32"), w: R.Tensor((8, 8, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=[2, 2, 2, 2], dilation=[2, 2])
            loss = R.mean(R.nn.relu(y))
            R.output(loss)
        return loss


mod = relax.transform.Gradient("main")(Atrous)
