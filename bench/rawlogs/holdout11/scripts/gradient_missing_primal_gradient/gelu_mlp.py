# cause: gradient_missing_primal_gradient
# expect: FPrimalGradient has not been registered for relax.nn.gelu
# capture: combined
import traceback
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

try:
    import torch  # optional reference implementation
except ImportError:
    traceback.print_exc()

def mlp(x, w):
    h = relax.op.matmul(x, w)
    return relax.op.mean(relax.op.nn.gelu(h))

mod = build(mlp, [((8, 32), "float32"), ((32, 64), "float32")])
with tvm.transform.PassContext(opt_level=3):
    mod = relax.transform.Gradient("main")(mod)
