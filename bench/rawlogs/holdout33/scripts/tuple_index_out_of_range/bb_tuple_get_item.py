# cause: tuple_index_out_of_range
# expect: Index out of bounds
# capture: combined
# post: truncate=0.4
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3), "float32"))
with bb.function("main", [x]):
    t = bb.emit(relax.Tuple([x, relax.op.exp(x)]))
    # third field was removed in a refactor, index was not updated
    e = bb.emit(relax.TupleGetItem(t, 2))
    bb.emit_func_output(e)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
