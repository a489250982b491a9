# cause: convertlayout-squeeze-negative-axis
# expect: std::bad_alloc
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Head:
    @R.function
    def main(x: R.Tensor((2, 3, 1, 1), "float32"), w: R.Tensor((10, 3, 1, 1), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w)
            z = R.squeeze(y, axis=[-1, -2])
            R.output(z)
        return z


ex = tvm.compile(Head, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print("reference output shape:", vm["main"](tvm.runtime.tensor(np.ones((2, 3, 1, 1), "float32")), tvm.runtime.tensor(np.ones((10, 3, 1, 1), "float32"))).shape)

nhwc = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NHWC", "OHWI"]})(Head)
ex2 = tvm.compile(nhwc, target="llvm")
