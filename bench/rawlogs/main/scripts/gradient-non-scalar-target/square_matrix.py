# cause: gradient-non-scalar-target
# expect: The differentiation target must be a float scalar
# env: TVM_BACKTRACE=1
import sys

import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((3, 4), "float32")):
            with R.dataflow():
                out = R.multiply(x, x)
                R.output(out)
            return out


    mod = Module
    return mod


def main():
    print(f"TVM version: {tvm.__version__}")
    print("[1/3] constructing module", file=sys.stderr)
    mod = build_module()
    mod = relax.transform.Gradient("main")(mod)


if __name__ == "__main__":
    main()
