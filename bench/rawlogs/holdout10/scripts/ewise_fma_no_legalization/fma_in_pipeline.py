# cause: ewise_fma_no_legalization
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



@I.ir_module
class Resid:
    @R.function
    def main(x: R.Tensor((8, 16), "float32"), g: R.Tensor((8, 16), "float32"), b: R.Tensor((8, 16), "float32")):
        with R.dataflow():
            h = R.exp(x)
            y = R.ewise_fma(h, g, b)
            z = R.add(y, x)
            R.output(z)
        return z


def test_fused_residual():
    mod = relax.get_pipeline("default_build")(Resid)
    ex = tvm.compile(mod, target="llvm")
