# cause: convertlayout-layernorm-sublayout
# expect: NormCheckDtypeAndShape
# capture: pytest-native
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax


def test_blocked_layout_with_bias_add_and_layer_norm():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 12, 5, 5), "float32"))
    w = relax.Var("w", relax.TensorType((12, 12, 3, 3), "float32"))
    bias = relax.Var("bias", relax.TensorType((1, 12, 1, 1), "float32"))
    g = relax.Var("g", relax.TensorType((12,), "float32"))
    b = relax.Var("b", relax.TensorType((12,), "float32"))
    with bb.function("main", [x, w, bias, g, b]):
        with bb.dataflow():
            c = bb.emit(relax.op.nn.conv2d(x, w, padding=1))
            c = bb.emit(relax.op.add(c, bias))
            n = bb.emit(relax.op.nn.layer_norm(c, g, b, axes=[1], epsilon=1e-6))
            out = bb.emit_output(n)
        bb.emit_func_output(out)
    relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4i4o"]})(bb.get())
