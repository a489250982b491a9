# cause: matmul_reduction_mismatch
# expect: Matmul requires the reduction length of the operands to be equal
# capture: pytest-native
import tvm
from tvm import relax


def test_attention_scores():
    bb = relax.BlockBuilder()
    q = relax.Var("q", relax.TensorType((1, 4, 10, 16), "float16"))
    k = relax.Var("k", relax.TensorType((1, 4, 10, 16), "float16"))
    with bb.function("main", [q, k]):
        s = bb.emit(relax.op.matmul(q, k))
        bb.emit_func_output(s)
    tvm.compile(bb.get(), "llvm")
