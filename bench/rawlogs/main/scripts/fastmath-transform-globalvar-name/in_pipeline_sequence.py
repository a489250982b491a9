# cause: fastmath-transform-globalvar-name
# expect: fast_math\.py[\s\S]*'GlobalVar' object has no attribute 'name'
# capture: combined
# env: TVM_BACKTRACE=1
# post: crlf
import sys

import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def sub(x: R.Tensor((16,), "float32")) -> R.Tensor((16,), "float32"):
            y = R.erf(x)
            return y

        @R.function
        def main(x: R.Tensor((16,), "float32")) -> R.Tensor((16,), "float32"):
            cls = Module
            y = cls.sub(x)
            z = R.exp(y)
            return z


    mod = Module
    return mod


def main():
    print("[1/3] constructing module", file=sys.stderr)
    mod = build_module()
    print(mod.script())

    seq = tvm.transform.Sequential([
        relax.transform.LegalizeOps(),
        relax.transform.FastMathTransform(),
    ])
    mod = seq(mod)


if __name__ == "__main__":
    main()
