# cause: pool_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-native
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



@I.ir_module
class P1:
    @R.function
    def main(x: R.Tensor((4, 12, 50), "float32")):
        with R.dataflow():
            y = R.nn.max_pool1d(x, pool_size=3, strides=1, padding=1, out_layout="NWC")
            R.output(y)
        return y


def test_pool1d():
    mod = relax.transform.LegalizeOps()(P1)
    mod = relax.transform.FuseOps()(relax.transform.AnnotateTIROpPattern()(mod))
    ex = tvm.compile(mod, target="llvm")
