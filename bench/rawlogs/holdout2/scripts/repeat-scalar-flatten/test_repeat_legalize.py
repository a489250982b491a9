# cause: repeat-scalar-flatten
# expect: Index out of range
# capture: pytest-native
import pytest
import tvm
from tvm import relax


def repeat_mod(shape, repeats, axis=None):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "int32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.repeat(x, repeats, axis=axis))
        bb.emit_func_output(y)
    return bb.get()


@pytest.mark.parametrize("shape", [(3, 2), (5,), ()])
def test_repeat_flatten(shape):
    mod = relax.transform.LegalizeOps()(repeat_mod(shape, 2))
    assert len(mod.functions) == 2
