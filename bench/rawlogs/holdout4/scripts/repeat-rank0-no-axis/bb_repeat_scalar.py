# cause: repeat-rank0-no-axis
# expect: IndexError: Index out of range\. size: 0, got index 0
# capture: stderr
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
s = relax.Var("s", relax.TensorType((), "float32"))
with bb.function("main", [s]):
    with bb.dataflow():
        r = bb.emit(relax.op.repeat(s, repeats=4))
        out = bb.emit_output(relax.op.add(r, r))
    bb.emit_func_output(out)
mod = bb.get()
print(mod["main"].ret_ty)
ex = tvm.compile(mod, target="llvm")
