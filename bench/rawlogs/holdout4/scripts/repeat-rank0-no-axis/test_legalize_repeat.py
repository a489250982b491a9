# cause: repeat-rank0-no-axis
# expect: Index out of range\. size: 0, got index 0
# capture: pytest-native
# post: truncate=0.7
import tvm
from tvm import relax


def test_legalize_repeat_of_scalar():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((), "int64"))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.repeat(x, 2))
        bb.emit_func_output(out)
    relax.transform.LegalizeOps()(bb.get())
