# cause: take-oob-segfault
# expect: Segfault encountered
# post: truncate=0.3
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


def main():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, 4), "float32"))
    i = relax.Var("i", relax.TensorType((2, 2), "int64"))
    with bb.function("main", [x, i]):
        with bb.dataflow():
            out = bb.emit_output(op.take(x, i, axis=1))
        bb.emit_func_output(out)
    ex = tvm.compile(bb.get(), "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    idx = np.array([[0, 1], [2, 1 << 41]], dtype="int64")
    vm["main"](tvm.runtime.tensor(np.ones((4, 4), "float32")), tvm.runtime.tensor(idx))


if __name__ == "__main__":
    main()
