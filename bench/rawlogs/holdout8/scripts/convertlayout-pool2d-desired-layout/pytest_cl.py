# cause: convertlayout-pool2d-desired-layout
# expect: NoDesiredLayout\(call, desired_layouts\)
# capture: pytest
import tvm
from tvm import relax
from tvm.script import relax as R


def _pool_mod(op):
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((1, 4, 8, 8), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(op(x, pool_size=(2, 2)))
            o = bb.emit_output(y)
        bb.emit_func_output(o)
    return bb.get()


def test_no_desired_layouts():
    mod = relax.transform.ConvertLayout({})(_pool_mod(relax.op.nn.max_pool2d))
    assert mod is not None


def test_pool_to_nhwc():
    mod = relax.transform.ConvertLayout({"relax.nn.max_pool2d": ["NHWC"]})(_pool_mod(relax.op.nn.max_pool2d))
    assert "NHWC" in mod.script()
