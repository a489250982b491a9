# cause: adaptive-avg-pool-zero-size-divide
# expect: _nn_adaptive_avg_pool[123]d[\s\S]*Divide by zero
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(feat: R.Tensor((2, 16, 0, 0), dtype="float32")):
            with R.dataflow():
                y = R.nn.adaptive_avg_pool2d(feat, output_size=(1, 1))
                z = R.reshape(y, (2, 16))
                R.output(z)
            return z


    mod = Module
    return mod


def main():
    mod = build_module()
    print(mod.script())
    print("compiling ...", flush=True)
    ex = relax.build(mod, target="llvm")


if __name__ == "__main__":
    main()
