# cause: adaptive-avg-pool1d-output-size-none
# expect: _nn_adaptive_avg_pool1d[\s\S]*Cannot convert from type `ir\.\w+` to `Array<ir\.Expr>`
# capture: pytest
import sys

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def test_ts_default():
    print("[1/3] constructing module", file=sys.stderr)

    @I.ir_module
    class Module:
        @R.function
        def main(sig: R.Tensor((2, 4, 16), dtype="float32")):
            with R.dataflow():
                y = R.nn.adaptive_avg_pool1d(sig)
                R.output(y)
            return y


    mod = Module

    print(mod.script())
    ex = relax.build(mod, target="llvm")
