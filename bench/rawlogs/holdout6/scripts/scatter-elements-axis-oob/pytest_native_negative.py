# cause: scatter-elements-axis-oob
# expect: Index out of range
# capture: pytest-native
import tvm
from tvm import relax
from tvm.relax import op


def _mod(axis):
    bb = relax.BlockBuilder()
    d = relax.Var("d", relax.TensorType((3, 5), "float32"))
    i = relax.Var("i", relax.TensorType((3, 2), "int64"))
    u = relax.Var("u", relax.TensorType((3, 2), "float32"))
    with bb.function("main", [d, i, u]):
        with bb.dataflow():
            y = bb.emit(op.scatter_elements(d, i, u, axis=axis))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


def test_axis_last():
    tvm.compile(_mod(-1), "llvm")


def test_axis_past_rank():
    tvm.compile(_mod(2), "llvm")
