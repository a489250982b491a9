# cause: repeat-scalar-flatten
# expect: Index out of range
import traceback

import numpy as np
import tvm
from tvm import relax


def reference(x, n):
    return np.repeat(x, n)


try:
    reference(np.ones((2, 2)), [1, 2, 3])
except ValueError:
    traceback.print_exc()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((), "int64"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.repeat(x, 5))
        out = bb.emit_output(relax.op.add(y, relax.const(1, "int64")))
    bb.emit_func_output(out)
relax.build(bb.get(), target="llvm")
