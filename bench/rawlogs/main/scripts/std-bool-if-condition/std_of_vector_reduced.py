# cause: std-bool-if-condition
# expect: arr->dtype\.code == kDLInt \|\| arr->dtype\.code == kDLUInt \|\| arr->dtype\.code == kDLBool
import logging

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(m: R.Tensor((5,), "bool"), x: R.Tensor((2, 2), "float32")):
            s = R.std(m)
            if s:
                r = R.sigmoid(x)
            else:
                r = x
            return r


    mod = Module
    return mod


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    log = logging.getLogger("repro")
    log.info("starting build with tvm %s", tvm.__version__)

    mod = build_module()
    print(mod.script())
    print("compiling ...", flush=True)

    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    m_nd = tvm.runtime.tensor(np.array([True, False, True, True, False]))
    x_nd = tvm.runtime.tensor(np.ones((2, 2), 'float32'))
    result = vm["main"](m_nd, x_nd)
    print(result.numpy())


if __name__ == "__main__":
    main()
