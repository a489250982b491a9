# cause: group-norm-zero-size-divide
# expect: _nn_group_norm[\s\S]*Divide by zero
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((1, 8, 5, 0), dtype="float32"), gamma: R.Tensor((8,), dtype="float32"), beta: R.Tensor((8,), dtype="float32")):
            with R.dataflow():
                y = R.nn.group_norm(x, gamma, beta, num_groups=4, channel_axis=1, axes=[2, 3], epsilon=1e-5)
                R.output(y)
            return y


    mod = Module
    return mod


def main():
    mod = build_module()
    ex = relax.build(mod, target="llvm")


if __name__ == "__main__":
    main()
