# cause: gradient_missing_primal_gradient
# expect: FPrimalGradient has not been registered for relax.sort
# env: TVM_BACKTRACE=1
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

mod = build(lambda x: relax.op.sum(relax.op.sort(x, axis=-1)), [((4, 5), "float32")])
mod = relax.transform.Gradient("main")(mod)
mod.show()
