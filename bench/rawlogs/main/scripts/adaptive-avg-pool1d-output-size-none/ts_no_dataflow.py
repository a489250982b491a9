# cause: adaptive-avg-pool1d-output-size-none
# expect: _nn_adaptive_avg_pool1d[\s\S]*Cannot convert from type `ir\.\w+` to `Array<ir\.Expr>`
# capture: combined
import warnings

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R

warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 1, 12), dtype="float64")):
        y = R.nn.adaptive_avg_pool1d(x)
        return y


mod = Module

print("compiling ...", flush=True)

target = tvm.target.Target("llvm")
ex = tvm.compile(mod, target=target)
