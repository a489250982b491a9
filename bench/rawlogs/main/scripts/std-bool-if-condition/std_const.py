# cause: std-bool-if-condition
# expect: arr->dtype\.code == kDLInt \|\| arr->dtype\.code == kDLUInt \|\| arr->dtype\.code == kDLBool
# env: TVM_BACKTRACE=1
import sys

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((3,), "float32")):
            s = R.std(R.const(True, "bool"))
            if s:
                r = R.exp(x)
            else:
                r = R.abs(x)
            return r


    mod = Module
    return mod


def main():
    print("[1/3] constructing module", file=sys.stderr)
    mod = build_module()

    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x_nd = tvm.runtime.tensor(np.ones(3, 'float32'))
    result = vm["main"](x_nd)
    print(result.numpy())


if __name__ == "__main__":
    main()
