# cause: bind_params_wrong_shape
# expect: Matmul requires the reduction length
# capture: pytest-native
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

def test_bind_linear():
    mod = build(lambda x, w: relax.op.matmul(x, relax.op.permute_dims(w)), [((8, 64), "float32"), ((128, 64), "float32")])
    p = {"x1": np.ones((128, 32), "float32")}
    seq = tvm.transform.Sequential([relax.transform.BindParams("main", p), relax.transform.FoldConstant()])
    seq(mod)
