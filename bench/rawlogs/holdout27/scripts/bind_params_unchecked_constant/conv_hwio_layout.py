# cause: bind_params_unchecked_constant
# expect: (conv2d|Conv2d|channel)
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Stem:
    @R.function
    def main(img: R.Tensor((1, 3, 64, 64), "float32"), k: R.Tensor((16, 3, 5, 5), "float32")):
        with R.dataflow():
            c = R.nn.conv2d(img, k, strides=2, padding=2)
            r = R.nn.relu(c)
            R.output(r)
        return r


# kernel came out of a TF checkpoint, HWIO
kernel = np.random.rand(5, 5, 3, 16).astype("float32")
print("binding kernel of shape", kernel.shape)
mod = relax.transform.BindParams("main", {"k": kernel})(Stem)
mod.show()
