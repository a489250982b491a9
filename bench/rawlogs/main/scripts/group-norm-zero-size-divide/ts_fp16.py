# cause: group-norm-zero-size-divide
# expect: _nn_group_norm[\s\S]*Divide by zero
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((2, 4, 0, 0), dtype="float16"), gamma: R.Tensor((4,), dtype="float16"), beta: R.Tensor((4,), dtype="float16")):
            with R.dataflow():
                y = R.nn.group_norm(x, gamma, beta, num_groups=1, channel_axis=1, axes=[2, 3])
                R.output(y)
            return y


    mod = Module
    return mod


def main():
    mod = build_module()
    print(mod.script())

    target = tvm.target.Target("llvm")
    ex = tvm.compile(mod, target=target)


if __name__ == "__main__":
    main()
