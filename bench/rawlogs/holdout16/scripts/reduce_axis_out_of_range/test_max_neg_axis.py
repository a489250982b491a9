# cause: reduce_axis_out_of_range
# expect: the input axis -?\d+ is out of range
# capture: pytest-short
import tvm
from tvm import relax


def build_rowmax(ndim):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType([3] * ndim, "float16"))
    with bb.function("main", [x]):
        bb.emit_func_output(bb.emit(relax.op.max(x, axis=-3)))
    return bb.get()


def test_rowmax_2d():
    mod = build_rowmax(2)
    tvm.compile(mod, "llvm")
