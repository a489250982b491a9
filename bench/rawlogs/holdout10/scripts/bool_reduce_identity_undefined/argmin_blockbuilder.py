# cause: bool_reduce_identity_undefined
# expect: Cannot decide (min|max)_value for typeT\.bool
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

bb = relax.BlockBuilder()
x = relax.Var("valid", relax.TensorType((16, 3), "bool"))
with bb.function("main", [x]):
    with bb.dataflow():
        r = bb.emit(relax.op.argmin(x, axis=0, keepdims=True))
        out = bb.emit_output(r)
    bb.emit_func_output(out)
mod = bb.get()
print(mod.script())
ex = tvm.compile(mod, target="llvm")
