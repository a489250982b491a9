# cause: gradient_missing_primal_gradient
# expect: Attribute FPrimalGradient has not been registered for relax\.
# capture: pytest-native
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



@I.ir_module
class TCN:
    @R.function
    def main(x: R.Tensor((1, 4, 32), "float32"), w: R.Tensor((4, 4, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv1d(x, w, padding=1)
            z = R.nn.relu(y)
            l = R.sum(z)
            R.output(l)
        return l


def test_tcn_training():
    seq = tvm.transform.Sequential([relax.transform.Normalize(), relax.transform.Gradient("main")])
    mod = seq(TCN)
    ex = tvm.compile(mod, target="llvm")
