# cause: dynamic_strided_slice_index_length
# expect: number of indices in (end|strides) to equal the number of axes
# capture: pytest-short
import tvm
from tvm import relax, tirx
from tvm.script import relax as R


def test_seq_window():
    s = tirx.Var("s", "int64")
    x = relax.Var("x", R.Tensor((s, 4, 64), "float32"))
    b = relax.Var("b", R.Tensor((3,), "int64"))
    e = relax.Var("e", R.Tensor((3,), "int64"))
    st = relax.Var("st", R.Tensor((1,), "int64"))  # only stepping along seq
    bb = relax.BlockBuilder()
    with bb.function("main", [x, b, e, st]):
        y = bb.emit(relax.op.dynamic_strided_slice(x, b, e, st))
        bb.emit_func_output(y)
    assert bb.get() is not None
