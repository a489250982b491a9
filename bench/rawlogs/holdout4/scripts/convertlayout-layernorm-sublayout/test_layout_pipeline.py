# cause: convertlayout-layernorm-sublayout
# expect: layer_norm
# capture: pytest
import tvm
from tvm import relax


def conv_norm(norm):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 8, 12, 12), "float32"))
    w = relax.Var("w", relax.TensorType((8, 8, 3, 3), "float32"))
    g = relax.Var("g", relax.TensorType((8,), "float32"))
    b = relax.Var("b", relax.TensorType((8,), "float32"))
    with bb.function("main", [x, w, g, b]):
        with bb.dataflow():
            c = bb.emit(relax.op.nn.conv2d(x, w, padding=1))
            if norm == "softmax":
                n = bb.emit(relax.op.nn.softmax(c, axis=1))
            else:
                n = bb.emit(relax.op.nn.layer_norm(c, g, b, axes=[1]))
            out = bb.emit_output(n)
        bb.emit_func_output(out)
    return bb.get()


PIPE = tvm.transform.Sequential([
    relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4i4o"]}),
    relax.transform.Normalize(),
])


def test_softmax_after_blocked_conv():
    PIPE(conv_norm("softmax"))


def test_layer_norm_after_blocked_conv():
    PIPE(conv_norm("layer_norm"))
