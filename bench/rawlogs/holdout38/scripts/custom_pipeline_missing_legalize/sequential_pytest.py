# cause: custom_pipeline_missing_legalize
# expect: CodeGenVM cannot emit
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Warp:
    @R.function
    def main(x: R.Tensor((1, 3, 8, 8), "float32"), g: R.Tensor((1, 2, 4, 4), "float32")):
        with R.dataflow():
            y = R.image.grid_sample(x, g, align_corners=True)
            R.output(y)
        return y

def test_custom_pipeline():
    seq = tvm.transform.Sequential([relax.transform.FoldConstant(), relax.transform.DeadCodeElimination()])
    ex = tvm.compile(Warp, target="llvm", relax_pipeline=seq)
    assert ex is not None
