# cause: layernorm-zero-extent
# expect: Divide by zero
# capture: pytest-native
# post: crlf
import tvm
from tvm import relax


def _ln(shape, axes):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float16"))
    norm_shape = [shape[a] for a in axes]
    g = relax.Var("g", relax.TensorType(norm_shape, "float16"))
    b = relax.Var("b", relax.TensorType(norm_shape, "float16"))
    with bb.function("main", [x, g, b]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.nn.layer_norm(x, g, b, axes=axes))
        bb.emit_func_output(out)
    return bb.get()


def test_fp16_layer_norm_legalizes():
    mod = relax.transform.LegalizeOps()(_ln((4, 32), [1]))
    assert any(gv.name_hint == "layer_norm" for gv in mod.get_global_vars())


def test_fp16_layer_norm_zero_width():
    mod = relax.transform.LegalizeOps()(_ln((4, 0), [1]))
    assert any(gv.name_hint == "layer_norm" for gv in mod.get_global_vars())
