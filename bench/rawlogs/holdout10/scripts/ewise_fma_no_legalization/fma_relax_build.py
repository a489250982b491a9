# cause: ewise_fma_no_legalization
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



def test_build_fma():
    @I.ir_module
    class M:
        @R.function
        def main(x: R.Tensor((3,), "float64")):
            return R.ewise_fma(x, x, x)

    relax.build(M, target="llvm")
