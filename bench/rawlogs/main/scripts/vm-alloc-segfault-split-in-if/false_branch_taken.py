# cause: vm-alloc-segfault-split-in-if
# expect: Segfault encountered[\s\S]*StorageObj::AllocTensor|Fatal Python error: Segmentation fault
import sys
import traceback

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(p0: R.Tensor((), "bool"), p1: R.Tensor((8, "k"), "float32"), p2: R.Tensor((4, "k"), "float32")):
            k = T.int64()
            if p0:
                parts = R.split(p1, indices_or_sections=2, axis=0)
                c3 = parts[0]
            else:
                c3 = p2
            t = R.tanh(c3)
            out = R.add(t, t)
            return out


    mod = Module
    return mod


def main():
    print("=" * 60)
    print("building relax module")
    print("=" * 60)

    print("[1/3] constructing module", file=sys.stderr)

    try:
        dev = tvm.cuda(0)
        if not dev.exist:
            raise RuntimeError("no CUDA device found; using CPU")
    except Exception:
        traceback.print_exc()

    mod = build_module()
    print(mod.script())
    print("compiling ...", flush=True)

    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    p0_nd = tvm.runtime.tensor(np.array(False))
    p1_nd = tvm.runtime.tensor(np.ones((8, 2), 'float32'))
    p2_nd = tvm.runtime.tensor(np.ones((4, 2), 'float32'))
    result = vm["main"](p0_nd, p1_nd, p2_nd)
    print(result.numpy())


if __name__ == "__main__":
    main()
