# cause: creation-negative-shape-runtime
# expect: std::bad_alloc
import traceback
import warnings
import numpy as np
import tvm
from tvm import relax

warnings.simplefilter("always")
try:
    np.zeros((2, 2)).reshape(3)
except ValueError:
    traceback.print_exc()

bb = relax.BlockBuilder()
with bb.function("main", []):
    with bb.dataflow():
        z = bb.emit(relax.op.zeros((8, -8), "int8"))
        o = bb.emit_output(z)
    bb.emit_func_output(o)
warnings.warn("building a scratch buffer with a computed size", RuntimeWarning)
ex = tvm.compile(bb.get(), "llvm")
relax.VirtualMachine(ex, tvm.cpu())["main"]()
