# cause: scatter-elements-axis-unchecked
# expect: Index out of range
# capture: stderr
import sys

import numpy as np
import tvm
from tvm import relax


def build(axis):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType([8], "float32"))
    i = relax.Var("i", relax.TensorType([3], "int64"))
    v = relax.Var("v", relax.TensorType([3], "float32"))
    with bb.function("main", [x, i, v]):
        with bb.dataflow():
            y = bb.emit(relax.op.scatter_elements(x, i, v, axis=axis))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    return tvm.compile(bb.get(), target="llvm")


def main(argv):
    axis = int(argv[1]) if len(argv) > 1 else 1
    ex = build(axis)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    print(vm["main"](tvm.runtime.tensor(np.zeros(8, "float32")), tvm.runtime.tensor(np.array([0, 2, 4])), tvm.runtime.tensor(np.ones(3, "float32"))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
