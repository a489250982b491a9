# cause: batch-norm-training-negative-axis
# expect: _nn_batch_norm[\s\S]*list\.remove\(x\): x not in list
import warnings

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(img: R.Tensor((1, 5, 5, 8), dtype="float32"), gamma: R.Tensor((8,), dtype="float32"), beta: R.Tensor((8,), dtype="float32"), moving_mean: R.Tensor((8,), dtype="float32"), moving_var: R.Tensor((8,), dtype="float32")):
            with R.dataflow():
                bn = R.nn.batch_norm(img, gamma, beta, moving_mean, moving_var, axis=-1, training=True)
                y = bn[0]
                R.output(y)
            return y


    mod = Module
    return mod


def main():
    print("=" * 60)
    print("building relax module")
    print("=" * 60)

    warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)
    mod = build_module()
    ex = relax.build(mod, target="llvm")


if __name__ == "__main__":
    main()
