# cause: cumsum_axis_out_of_range_unchecked
# expect: IndexError: Index out of range. size: 1, got index 5
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

mod = build(lambda x: relax.op.cumsum(x, axis=5), [((16,), "float32")])
tvm.compile(mod, "llvm")
