# cause: cumsum_axis_out_of_range_unchecked
# expect: IndexError: Index out of range
# capture: pytest
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

def test_cumprod():
    mod = build(lambda x: relax.op.cumprod(x, axis=2), [((4, 6), "float32")])
    mod.show()
    tvm.compile(mod, "llvm")
