# cause: einsum-subscript-rank-mismatch-index
# expect: IndexError: Index \d+ out of bounds \d+
# capture: pytest
import tvm
from tvm.script import relax as R


def test_matmul_einsum():
    @R.function
    def f(a: R.Tensor((2, 3), "float32"), b: R.Tensor((3, 4), "float32")):
        return R.einsum((a, b), "ij,jk->ik")


def test_batched_einsum_on_matrix():
    @R.function
    def g(a: R.Tensor((2, 3), "float32"), b: R.Tensor((3, 4), "float32")):
        return R.einsum((a, b), "bij,bjk->bik")
