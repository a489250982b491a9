# cause: gradient-non-scalar-target
# expect: The differentiation target must be a float scalar
import sys
import traceback
import warnings

import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((4, 4), "float32")):
            with R.dataflow():
                out = R.sum(x, axis=[0, 1], keepdims=True)
                R.output(out)
            return out


    mod = Module
    return mod


def main():
    warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)
    print("[1/3] constructing module", file=sys.stderr)

    try:
        dev = tvm.cuda(0)
        if not dev.exist:
            raise RuntimeError("no CUDA device found; using CPU")
    except Exception:
        traceback.print_exc()

    mod = build_module()
    print(mod.script())
    mod = relax.transform.Gradient("main")(mod)


if __name__ == "__main__":
    main()
