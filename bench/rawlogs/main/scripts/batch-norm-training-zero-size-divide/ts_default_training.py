# cause: batch-norm-training-zero-size-divide
# expect: _nn_batch_norm[\s\S]*Divide by zero
import warnings

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(h: R.Tensor((0, 16), dtype="float32"), gamma: R.Tensor((16,), dtype="float32"), beta: R.Tensor((16,), dtype="float32"), moving_mean: R.Tensor((16,), dtype="float32"), moving_var: R.Tensor((16,), dtype="float32")):
            with R.dataflow():
                bn = R.nn.batch_norm(h, gamma, beta, moving_mean, moving_var, axis=1)
                y = bn[0]
                R.output(y)
            return y


    mod = Module
    return mod


def main():
    warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)
    mod = build_module()
    print(mod.script())
    ex = relax.build(mod, target="llvm")


if __name__ == "__main__":
    main()
