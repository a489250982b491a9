# cause: repeat_zero_legalize
# expect: repeat only accepts `repeats >= 1`
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

mod = build(lambda x: relax.op.repeat(x, 0, axis=1), [((4, 5), "float32")])
tvm.compile(mod, "llvm")
