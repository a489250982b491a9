# cause: scatter-elements-mean-int-division
# expect: ValueError: cannot reshape[\s\S]*integer divisions
import traceback

import numpy as np
import tvm
from tvm import relax

try:
    calib = np.arange(30).reshape(4, 8)
except ValueError:
    traceback.print_exc()
    calib = np.arange(32).reshape(4, 8)

bb = relax.BlockBuilder()
img = relax.Var("img", relax.TensorType((4, 8), "int16"))
idx = relax.Var("idx", relax.TensorType((4, 2), "int32"))
src = relax.Var("src", relax.TensorType((4, 2), "int16"))
with bb.function("blend", [img, idx, src]):
    with bb.dataflow():
        o = bb.emit_output(relax.op.scatter_elements(img, idx, src, axis=1, reduction="mean"))
    bb.emit_func_output(o)
relax.build(bb.get(), target="llvm")
