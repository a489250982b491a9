# cause: batch-norm-training-negative-axis
# expect: _nn_batch_norm[\s\S]*list\.remove\(x\): x not in list
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((2, 3, 9), dtype="float64"), gamma: R.Tensor((3,), dtype="float64"), beta: R.Tensor((3,), dtype="float64"), moving_mean: R.Tensor((3,), dtype="float64"), moving_var: R.Tensor((3,), dtype="float64")):
            with R.dataflow():
                bn = R.nn.batch_norm(x, gamma, beta, moving_mean, moving_var, axis=-2, training=True)
                y = bn[0]
                R.output(y)
            return y


    mod = Module
    return mod


def main():
    mod = build_module()

    target = tvm.target.Target("llvm")
    ex = tvm.compile(mod, target=target)


if __name__ == "__main__":
    main()
