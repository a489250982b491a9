# cause: gradient_missing_primal_gradient
# expect: FPrimalGradient has not been registered for relax.clip
# capture: stderr
# post: truncate=0.45
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

mod = build(lambda x: relax.op.sum(relax.op.multiply(relax.op.clip(x, -1.0, 1.0), x)), [((64,), "float32")])
print(mod.script(show_meta=False))
mod = relax.transform.Gradient("main")(mod)
