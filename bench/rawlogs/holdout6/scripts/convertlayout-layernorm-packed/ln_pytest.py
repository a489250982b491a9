# cause: convertlayout-layernorm-packed
# expect: relax\.nn\.layer_norm
# capture: pytest
import tvm
from tvm import relax
from tvm.relax import op


def _model():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 8, 4, 4), "float32"))
    w = relax.Var("w", relax.TensorType((8, 8, 1, 1), "float32"))
    g = relax.Var("g", relax.TensorType((8,), "float32"))
    b = relax.Var("b", relax.TensorType((8,), "float32"))
    with bb.function("main", [x, w, g, b]):
        with bb.dataflow():
            c = bb.emit(op.nn.conv2d(x, w))
            out = bb.emit_output(op.nn.layer_norm(c, g, b, axes=[1], epsilon=1e-6))
        bb.emit_func_output(out)
    return bb.get()


def test_compile_nchw():
    tvm.compile(_model(), "llvm")


def test_convert_to_packed():
    relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4o"]})(_model())
