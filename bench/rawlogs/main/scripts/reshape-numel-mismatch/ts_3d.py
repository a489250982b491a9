# cause: reshape-numel-mismatch
# expect: Reshape expects the new shape to be convertible from the old shape
# env: TVM_BACKTRACE=1
import warnings

import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((4, 5, 6), dtype="float16")):
            with R.dataflow():
                y = R.reshape(x, (6, 5, 5))
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
