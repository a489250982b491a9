# cause: triu_grad_partials_mismatch
# expect: partials number != inputs number
# capture: ipython
import numpy as np
import tvm
from tvm import relax

n = 6
bb = relax.BlockBuilder()
s = relax.Var("scores", relax.TensorType((2, n, n), "float16"))
with bb.function("masked", [s]):
    with bb.dataflow():
        up = bb.emit(relax.op.triu(s, 0))
        p = bb.emit(relax.op.astype(up, "float32"))
        loss = bb.emit_output(relax.op.mean(p))
    bb.emit_func_output(loss)
mod = bb.get()
print(mod["masked"])
mod = relax.transform.Gradient("masked")(mod)
