# cause: gradient-non-scalar-target
# expect: The differentiation target must be a float scalar
# capture: combined
# env: TVM_BACKTRACE=1
import sys
import traceback

import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(pred: R.Tensor((16,), "float32"), target: R.Tensor((16,), "float32")):
            with R.dataflow():
                d = R.subtract(pred, target)
                out = R.multiply(d, d)
                R.output(out)
            return out


    mod = Module
    return mod


def main():
    try:
        target = tvm.target.Target("cudaa")
    except Exception:
        traceback.print_exc()
        print("falling back to llvm", file=sys.stderr)

    mod = build_module()
    mod = relax.transform.Gradient("main")(mod)


if __name__ == "__main__":
    main()
