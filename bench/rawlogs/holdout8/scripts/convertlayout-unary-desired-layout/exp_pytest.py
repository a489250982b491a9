# cause: convertlayout-unary-desired-layout
# expect: NoDesiredLayout\(call, desired_layouts\)
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import relax as R


def _unary(op):
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((1, 2, 4, 4), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(op(x))
            o = bb.emit_output(y)
        bb.emit_func_output(o)
    return bb.get()


def test_exp_layout_untouched():
    mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NHWC", "OHWI"]})(_unary(relax.op.exp))
    assert mod is not None


def test_exp_layout_forced():
    mod = relax.transform.ConvertLayout({"relax.exp": ["NHWC"]})(_unary(relax.op.exp))
    assert mod is not None
