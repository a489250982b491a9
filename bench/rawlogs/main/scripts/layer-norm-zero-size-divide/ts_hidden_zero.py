# cause: layer-norm-zero-size-divide
# expect: _nn_layer_norm[\s\S]*Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import traceback

import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R

try:
    sample = np.arange(10, dtype="float32").reshape(3, 4)
except ValueError:
    traceback.print_exc()
    sample = None

@I.ir_module
class Module:
    @R.function
    def main(hidden: R.Tensor((1, 7, 0), dtype="float32"), weight: R.Tensor((0,), dtype="float32"), bias: R.Tensor((0,), dtype="float32")):
        with R.dataflow():
            y = R.nn.layer_norm(hidden, weight, bias, axes=[2], epsilon=1e-6)
            R.output(y)
        return y


mod = Module

ex = relax.build(mod, target="llvm")
