# cause: vm-alloc-segfault-split-in-if
# expect: Segfault encountered[\s\S]*StorageObj::AllocTensor|Fatal Python error: Segmentation fault
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(p0: R.Tensor((), "bool"), p1: R.Tensor((15, "n"), "float64"), p2: R.Tensor((5, "n"), "float64")):
            n = T.int64()
            if p0:
                parts = R.split(p1, indices_or_sections=[5, 10], axis=-2)
                c3 = parts[0]
            else:
                c3 = p2
            v4 = R.clip(c3, -0.9, 0.9)
            out = R.acos(v4)
            return out


    mod = Module
    return mod


def main():
    mod = build_module()

    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    p0_nd = tvm.runtime.tensor(np.array(True))
    p1_nd = tvm.runtime.tensor(np.ones((15, 3)))
    p2_nd = tvm.runtime.tensor(np.ones((5, 3)))
    result = vm["main"](p0_nd, p1_nd, p2_nd)
    print(result.numpy())


if __name__ == "__main__":
    main()
