# cause: split-zero-sections
# expect: Split op expects the input number of sections to be a positive integer
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("qkv", relax.TensorType((1, 128, 768), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        parts = bb.emit(relax.op.split(x, 0, axis=-1))
        q = bb.emit(relax.TupleGetItem(parts, 0))
        gv = bb.emit_output(q)
    bb.emit_func_output(gv)
