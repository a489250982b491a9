# cause: topi_nn_pixel_shuffle_not_exported
# expect: has no attribute 'pixel_shuffle'
# capture: notebook
# post: truncate=0.55
# %%
import numpy as np
import tvm
from tvm import relax

# %%
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 64, 12, 12), "float16"))
with bb.function("upsample", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.pixel_shuffle(x, 4))
        out = bb.emit_output(relax.op.nn.relu(y))
    bb.emit_func_output(out)
mod = bb.get()
mod.show()

# %%
mod = relax.transform.LegalizeOps()(mod)
