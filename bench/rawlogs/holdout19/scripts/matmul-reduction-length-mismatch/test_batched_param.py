# cause: matmul-reduction-length-mismatch
# expect: Matmul requires the reduction length
# capture: pytest-short
# post: crlf
import pytest
import tvm
from tvm import relax
from tvm.script import relax as R


@pytest.mark.parametrize("heads,dim", [(4, 32), (8, 16)])
def test_attention_scores(heads, dim):
    bb = relax.BlockBuilder()
    q = relax.Var("q", R.Tensor((1, heads, 10, dim), "float32"))
    k = relax.Var("k", R.Tensor((1, heads, 10, dim), "float32"))
    with bb.function("main", [q, k]):
        s = bb.emit(relax.op.matmul(q, k))
        p = bb.emit(relax.op.nn.softmax(s))
        bb.emit_func_output(p)
    mod = bb.get()
    assert mod["main"].ret_ty.shape[-1] == 10
