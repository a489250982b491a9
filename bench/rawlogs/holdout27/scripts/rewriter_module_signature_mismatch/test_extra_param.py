# cause: rewriter_module_signature_mismatch
# expect: must have the same signature
# capture: pytest-line
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


def test_rewrite_add_bias():
    @R.rewriter
    class AddBias:
        @R.function
        def pattern(A: R.Tensor([8, 8], "float32"), W: R.Tensor([8, 8], "float32")):
            B = R.matmul(A, W)
            return B

        @R.function
        def replacement(A: R.Tensor([8, 8], "float32"), W: R.Tensor([8, 8], "float32"), bias: R.Tensor([8], "float32")):
            B = R.add(R.matmul(A, W), bias)
            return B

    assert AddBias is not None
