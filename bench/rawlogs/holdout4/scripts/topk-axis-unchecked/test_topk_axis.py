# cause: topk-axis-unchecked
# expect: Index -3 out of bounds 2
# capture: pytest-native
import tvm
from tvm import relax


def test_topk_negative_axis_too_small():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 7), "float16"))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.topk(x, k=2, axis=-5, ret_type="indices"))
        bb.emit_func_output(out)
