# cause: resize_unknown_rounding_method
# expect: Unknown rounding method
# capture: combined
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

@tvm.script.ir_module
class Up3:
    @R.function
    def main(x: R.Tensor((1, 1, 4, 4, 4), "float32")):
        with R.dataflow():
            y = R.image.resize3d(x, size=(8, 8, 8), method="nearest_neighbor", rounding_method="ceil_prefer")
            R.output(y)
        return y

ex = tvm.compile(Up3, target="llvm")
