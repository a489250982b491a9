# cause: mean-zero-extent
# expect: Check failed: fb->value != 0
# capture: pytest-native
import tvm
from tvm import relax


def make_pool_like(h, w):
    """Global average pooling written as a mean over H and W."""
    bb = relax.BlockBuilder()
    x = relax.Var("feat", relax.TensorType((1, 8, h, w), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            gap = bb.emit_output(relax.op.mean(x, axis=[2, 3], keepdims=True))
        bb.emit_func_output(gap)
    return bb.get()


def test_gap_7x7():
    mod = relax.transform.LegalizeOps()(make_pool_like(7, 7))
    assert "mean" in [gv.name_hint for gv in mod.get_global_vars()]


def test_gap_degenerate():
    mod = relax.transform.LegalizeOps()(make_pool_like(0, 7))
    assert len(mod.get_global_vars()) == 2
