# cause: split-zero-sections
# expect: Split op expects the input number of sections to be a positive integer
# capture: combined
# post: truncate=0.6
import numpy as np
import tvm
from tvm import relax

sections = len([])
print("splitting into", sections, "sections")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((6, 6), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        parts = bb.emit(relax.op.split(x, sections))
        gv = bb.emit_output(parts)
    bb.emit_func_output(gv)
