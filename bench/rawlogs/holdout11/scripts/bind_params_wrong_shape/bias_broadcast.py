# cause: bind_params_wrong_shape
# expect: broadcast|Broadcast
# capture: combined
import numpy as np
import tvm
from tvm import relax

def build(fn, shapes, name="main"):
    bb = relax.BlockBuilder()
    params = [relax.Var(f"x{i}", relax.TensorType(s, d)) for i, (s, d) in enumerate(shapes)]
    with bb.function(name, params):
        with bb.dataflow():
            out = bb.emit_output(fn(*params))
        bb.emit_func_output(out)
    return bb.get()

print("loading params")
params = {"x1": np.zeros((10,), "float32")}
mod = build(lambda x, b: relax.op.add(x, b), [((2, 16), "float32"), ((16,), "float32")])
mod = relax.transform.BindParams("main", params)(mod)
mod.show()
