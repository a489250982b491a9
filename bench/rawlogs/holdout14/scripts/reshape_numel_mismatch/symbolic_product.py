# cause: reshape_numel_mismatch
# expect: Reshape expects the new shape to be convertible from the old shape
# capture: pytest-native
import tvm
from tvm import relax

def test_flatten_features():
    feat = relax.Var("feat", relax.TensorType([8, 256, 6, 6], "float32"))
    bb = relax.BlockBuilder()
    with bb.function("main", [feat]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.reshape(feat, (8, 256 * 7 * 7)))
        bb.emit_func_output(y)
    assert bb.get() is not None
