# cause: affine-grid-unit-size-align-corners
# expect: AssertionError: target spatial dims should be greater than 1 when align_corners is True
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class STN:
    @R.function
    def main(theta: R.Tensor((1, 2, 3), "float32")):
        with R.dataflow():
            g = R.image.affine_grid(theta, size=(16, 1), align_corners=True)
            R.output(g)
        return g

ex = tvm.compile(STN, target="llvm")
