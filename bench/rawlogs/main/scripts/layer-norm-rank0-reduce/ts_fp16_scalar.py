# cause: layer-norm-rank0-reduce
# expect: _nn_layer_norm[\s\S]*Cannot reduce a 0 dim Tensor
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((), dtype="float16"), g: R.Tensor((), dtype="float16"), b: R.Tensor((), dtype="float16")):
        with R.dataflow():
            y = R.nn.layer_norm(x, g, b, axes=[], center=False)
            R.output(y)
        return y


mod = Module

ex = tvm.compile(mod, target="llvm")
