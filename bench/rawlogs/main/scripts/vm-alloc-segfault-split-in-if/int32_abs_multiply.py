# cause: vm-alloc-segfault-split-in-if
# expect: Segfault encountered[\s\S]*StorageObj::AllocTensor|Fatal Python error: Segmentation fault
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(p0: R.Tensor((), "bool"), p1: R.Tensor((9, "n"), "int32"), p2: R.Tensor((3, "n"), "int32")):
            n = T.int64()
            if p0:
                parts = R.split(p1, indices_or_sections=3, axis=0)
                c3 = parts[2]
            else:
                c3 = p2
            a = R.abs(c3)
            out = R.multiply(a, a)
            return out


    mod = Module
    return mod


def main():
    mod = build_module()

    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    p0_nd = tvm.runtime.tensor(np.array(True))
    p1_nd = tvm.runtime.tensor(np.ones((9, 4), 'int32'))
    p2_nd = tvm.runtime.tensor(np.ones((3, 4), 'int32'))
    result = vm["main"](p0_nd, p1_nd, p2_nd)
    print(result.numpy())


if __name__ == "__main__":
    main()
