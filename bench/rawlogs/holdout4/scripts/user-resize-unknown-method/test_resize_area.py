# cause: user-resize-unknown-method
# expect: Unknown resize method
# capture: pytest
import pytest
import tvm
from tvm import relax


def resize(method):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 1, 9, 9), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.image.resize2d(x, size=(3, 3), method=method))
        bb.emit_func_output(out)
    return relax.transform.LegalizeOps()(bb.get())


@pytest.mark.parametrize("method", ["linear", "cubic", "nearest_neighbor", "area"])
def test_downscale(method):
    mod = resize(method)
    assert len(mod.get_global_vars()) == 2
