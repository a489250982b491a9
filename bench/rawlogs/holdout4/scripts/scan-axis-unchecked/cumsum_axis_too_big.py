# cause: scan-axis-unchecked
# expect: Index out of range\. size: 2, got index 5
# capture: pytest-native
import tvm
from tvm import relax


def test_cumsum_axis_beyond_rank():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 4), "int32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.cumsum(x, axis=5, dtype="int64"))
        bb.emit_func_output(out)
    mod = bb.get()
    print(mod["main"].ret_ty)
    tvm.compile(mod, target="llvm")
