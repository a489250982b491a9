# cause: pixel-shuffle-topi-missing
# expect: has no attribute 'pixel_shuffle'
# capture: stderr
import traceback

import numpy as np
import tvm
from tvm import relax

try:
    import torch  # reference implementation, optional

    ref = torch.nn.functional.pixel_shuffle
except Exception:
    traceback.print_exc()
    ref = None

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([1, 16, 8, 8], "float32"))
with bb.function("upsample", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.pixel_shuffle(x, upscale_factor=2))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
mod = bb.get()
print(mod["upsample"].ret_ty)
ex = tvm.compile(mod, target="llvm")
