# cause: vm-alloc-segfault-split-in-if
# expect: Segfault encountered[\s\S]*StorageObj::AllocTensor|Fatal Python error: Segmentation fault
# env: TVM_BACKTRACE=1
import sys

import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R, tirx as T


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(p0: R.Tensor((), "bool"), x: R.Tensor(("m", 8), "float32"), y: R.Tensor(("m", 4), "float32")):
            m = T.int64()
            if p0:
                parts = R.split(x, indices_or_sections=2, axis=1)
                c3 = parts[1]
            else:
                c3 = y
            a = R.nn.relu(c3)
            out = R.negative(a)
            return out


    mod = Module
    return mod


def main():
    print("[1/3] constructing module", file=sys.stderr)
    mod = build_module()

    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    p0_nd = tvm.runtime.tensor(np.array(True))
    x_nd = tvm.runtime.tensor(np.ones((6, 8), 'float32'))
    y_nd = tvm.runtime.tensor(np.ones((6, 4), 'float32'))
    result = vm["main"](p0_nd, x_nd, y_nd)
    print(result.numpy())


if __name__ == "__main__":
    main()
