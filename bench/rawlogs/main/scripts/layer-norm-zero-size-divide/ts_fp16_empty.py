# cause: layer-norm-zero-size-divide
# expect: _nn_layer_norm[\s\S]*Divide by zero
import warnings

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R

warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((5, 0), dtype="float16"), g: R.Tensor((0,), dtype="float16"), b: R.Tensor((0,), dtype="float16")):
        with R.dataflow():
            y = R.nn.layer_norm(x, g, b, axes=[-1])
            R.output(y)
        return y


mod = Module

print(mod.script())
ex = tvm.compile(mod, target="llvm")
