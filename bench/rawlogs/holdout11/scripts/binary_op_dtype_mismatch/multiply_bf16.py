# cause: binary_op_dtype_mismatch
# expect: same datatype
# capture: pytest-native
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

def test_scale():
    build(lambda x, s: relax.op.multiply(x, s), [((2, 64), "bfloat16"), ((64,), "float32")])
