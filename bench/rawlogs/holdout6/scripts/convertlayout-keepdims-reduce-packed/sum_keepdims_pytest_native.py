# cause: convertlayout-keepdims-reduce-packed
# expect: Could not parse mapping as sum of iterators
# capture: pytest-native
import tvm
from tvm import relax
from tvm.relax import op


def _model(keepdims):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 8, 5, 5), "float32"))
    w = relax.Var("w", relax.TensorType((8, 8, 1, 1), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            c = bb.emit(op.nn.conv2d(x, w))
            out = bb.emit_output(op.sum(c, axis=[1], keepdims=keepdims))
        bb.emit_func_output(out)
    return relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4o"]})(bb.get())


def test_layout_pass_runs():
    mod = _model(True)
    assert "layout_transform" in mod.script()


def test_channel_sum_keepdims_lowering():
    relax.transform.LegalizeOps()(_model(True))
