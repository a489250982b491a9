# cause: resize_unknown_method_name
# expect: Unknown resize method
# capture: ipython
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Up:
    @R.function
    def main(x: R.Tensor((1, 3, 10, 10), "float16")):
        with R.dataflow():
            y = R.image.resize2d(x, (20, 20), method="bicubic", coordinate_transformation_mode="align_corners")
            R.output(y)
        return y

ex = tvm.compile(Up, target="llvm")
