# cause: cumsum_axis_out_of_range_unchecked
# expect: IndexError|Index out of range
# capture: pytest-native
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

def test_legalize_cumsum():
    mod = build(lambda x: relax.op.cumsum(x, axis=3, dtype="float32"), [((2, 3, 4), "float16")])
    with tvm.target.Target("llvm"):
        relax.backend.DispatchSortScan()(mod)
