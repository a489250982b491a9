# cause: layer-norm-rank0-reduce
# expect: _nn_layer_norm[\s\S]*Cannot reduce a 0 dim Tensor
# capture: pytest
# env: TVM_BACKTRACE=1
import warnings

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def test_ts_no_dataflow():
    print(f"TVM version: {tvm.__version__}")
    warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)

    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((), dtype="float32"), g: R.Tensor((), dtype="float32"), b: R.Tensor((), dtype="float32")):
            y = R.nn.layer_norm(x, g, b, axes=[], scale=False)
            return y


    mod = Module

    target = tvm.target.Target("llvm")
    ex = tvm.compile(mod, target=target)
