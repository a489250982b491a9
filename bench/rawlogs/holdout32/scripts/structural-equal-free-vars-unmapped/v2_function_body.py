# cause: structural-equal-free-vars-unmapped
# expect: StructuralEqual check failed, caused by lhs at
# capture: pytest
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class A:
    @R.function
    def main(x: R.Tensor((3,), "float32")) -> R.Tensor((3,), "float32"):
        y = R.exp(x)
        z = R.add(y, x)
        return z


def test_body_unchanged_after_roundtrip():
    again = tvm.script.from_source(A.script())
    # compare only the bodies: attributes are allowed to differ
    tvm.ir.assert_structural_equal(A["main"].body, again["main"].body)
