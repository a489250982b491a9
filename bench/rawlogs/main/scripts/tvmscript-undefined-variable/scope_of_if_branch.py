# cause: tvmscript-undefined-variable
# expect: Undefined variable: \w+
import sys
import traceback

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def build_module():
    try:
        @I.ir_module
        class Module:
            @R.function
            def main(cond: R.Tensor((), "bool"), x: R.Tensor((8,), "float32")):
                if cond:
                    y = R.nn.relu(x)
                else:
                    y = R.negative(x)
                z = R.add(y, tmp)
                return z


        mod = Module
    except Exception:
        # tvm prints only a note for script errors unless TVM_BACKTRACE is set
        traceback.print_exc()
        sys.exit(1)
    return mod


def main():
    print("[1/3] constructing module", file=sys.stderr)
    mod = build_module()
    ex = tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    main()
