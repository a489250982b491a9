# cause: einsum-extent-mismatch
# expect: Cannot broadcast extents
# capture: pytest
import tvm
from tvm import relax
from tvm.relax import op


def _mod(k2):
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((2, 3, 5), "float32"))
    b = relax.Var("b", relax.TensorType((2, k2, 4), "float32"))
    with bb.function("main", [a, b]):
        with bb.dataflow():
            out = bb.emit_output(op.einsum([a, b], "bij,bjk->bik"))
        bb.emit_func_output(out)
    return bb.get()


def test_bmm_shapes_match():
    mod = _mod(5)
    assert [int(v) for v in mod["main"].ret_ty.shape] == [2, 3, 4]


def test_bmm_shapes_mismatch():
    _mod(6)
