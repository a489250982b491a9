# cause: bitwise_op_accepts_float
# expect: \^ operator \(bitwise XOR\)
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

def test_xor_hash_fp16():
    mod = build(lambda a, b: relax.op.bitwise_xor(a, b), [((1024,), "float16"), ((1024,), "float16")])
    lowered = relax.transform.LegalizeOps()(mod)
    assert "main" in [gv.name_hint for gv in lowered.get_global_vars()]
