# cause: tvmscript-undefined-variable
# expect: Undefined variable: \w+
import sys
import traceback

import tvm
from tvm.script import ir as I, relax as R


def build_module():
    try:
        @I.ir_module
        class Module:
            @R.function
            def main(x: R.Tensor((16,), "float32"), y: R.Tensor((16,), "float32")):
                prod = R.multiply(x, y)
                total = R.sum(prod)
                return output


        mod = Module
    except Exception:
        # tvm prints only a note for script errors unless TVM_BACKTRACE is set
        traceback.print_exc()
        sys.exit(1)
    return mod


def main():
    print("=" * 60)
    print("building relax module")
    print("=" * 60)

    print("[1/3] constructing module", file=sys.stderr)
    mod = build_module()
    print("compiling ...", flush=True)
    ex = tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()
