# cause: bind_params_wrong_shape
# expect: Matmul requires the reduction length
# env: TVM_BACKTRACE=1
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

mod = build(lambda x, w: relax.op.matmul(x, w), [((4, 5), "float32"), ((5, 3), "float32")])
weights = {"x1": np.ones((3, 5), "float32")}  # exported as (out, in)
mod = relax.transform.BindParams("main", weights)(mod)
