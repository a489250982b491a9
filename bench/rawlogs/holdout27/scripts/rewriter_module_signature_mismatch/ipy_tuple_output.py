# cause: rewriter_module_signature_mismatch
# expect: The pattern and replacement must have the same signature
# capture: ipython
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@R.rewriter
class SplitSoftmax:
    @R.function
    def pattern(x: R.Tensor([2, 32], "float32")):
        y = R.nn.softmax(x, axis=-1)
        return y

    @R.function
    def replacement(x: R.Tensor([2, 32], "float32")):
        m = R.max(x, axis=-1, keepdims=True)
        e = R.exp(R.subtract(x, m))
        s = R.sum(e, axis=-1, keepdims=True)
        return (R.divide(e, s), s)
