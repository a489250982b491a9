# cause: no_gradient_strided_slice
# expect: FPrimalGradient has not been registered for relax\.strided_slice
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class CenterCrop:
    @R.function
    def main(img: R.Tensor((1, 3, 12, 12), "float32"), k: R.Tensor((3, 3, 3, 3), "float32")):
        with R.dataflow():
            c = R.nn.conv2d(img, k, padding=[1, 1])
            crop = R.strided_slice(c, axes=[2, 3], begin=[2, 2], end=[10, 10])
            loss = R.sum(crop)
            R.output(loss)
        return loss


mod = relax.transform.Gradient("main", require_grads=CenterCrop["main"].params[1])(CenterCrop)
