# cause: conv2d_grad_layout_unsupported
# expect: AssertionError: only support NCHW data layout
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class MobileStem:
    @R.function
    def main(img: R.Tensor((1, 32, 32, 3), "float32"), k: R.Tensor((8, 3, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(img, k, padding=[1, 1], data_layout="NHWC", kernel_layout="OHWI")
            r = R.nn.relu(y)
            loss = R.mean(r)
            R.output(loss)
        return loss


mod = relax.transform.Gradient("main", require_grads=[MobileStem["main"].params[1]])(MobileStem)
