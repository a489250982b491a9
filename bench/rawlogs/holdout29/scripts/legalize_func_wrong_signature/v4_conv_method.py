# cause: legalize_func_wrong_signature
# expect: takes 2 positional arguments but 3 were given
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax, topi
from tvm.script import ir as I, relax as R


class KernelLibrary:
    """Custom kernels for the edge NPU prototype."""

    def conv2d(self, call):
        data, weight = call.args
        attrs = call.attrs
        return relax.BlockBuilder.current().call_te(
            topi.nn.conv2d_nchw, data, weight, attrs.strides, attrs.padding, attrs.dilation
        )

    def legalize_map(self):
        return {"relax.nn.conv2d": self.conv2d}


@I.ir_module
class ConvNet:
    @R.function
    def main(x: R.Tensor((1, 3, 32, 32), "float32"), w: R.Tensor((8, 3, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=1)
            z = R.nn.relu(y)
            R.output(z)
        return z


lib = KernelLibrary()
mod = relax.transform.LegalizeOps(customize_legalize_map=lib.legalize_map())(ConvNet)
mod.show()
