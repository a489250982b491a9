# cause: rms-norm-zero-size-divide
# expect: _nn_rms_norm[\s\S]*Divide by zero
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(hidden_states: R.Tensor((1, 3, 0), dtype="float16"), weight: R.Tensor((0,), dtype="float16")):
            with R.dataflow():
                y = R.nn.rms_norm(hidden_states, weight, axes=[-1], epsilon=1e-6)
                R.output(y)
            return y


    mod = Module
    return mod


def main():
    mod = build_module()
    print("compiling ...", flush=True)
    ex = relax.build(mod, target="llvm")


if __name__ == "__main__":
    main()
