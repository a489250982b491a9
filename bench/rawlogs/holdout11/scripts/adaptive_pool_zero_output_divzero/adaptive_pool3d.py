# cause: adaptive_pool_zero_output_divzero
# expect: Divide by zero
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

def test_pool3d():
    mod = build(lambda x: relax.op.nn.adaptive_avg_pool3d(x, (0, 2, 2)), [((1, 4, 8, 8, 8), "float32")])
    tvm.compile(mod, "llvm")
