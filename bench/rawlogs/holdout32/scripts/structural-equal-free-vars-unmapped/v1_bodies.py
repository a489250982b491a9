# cause: structural-equal-free-vars-unmapped
# expect: ValueError: StructuralEqual check failed
# capture: stderr
import tvm
from tvm import relax


def make_body():
    x = relax.Var("x", relax.TensorType((4,), "float32"))
    return relax.op.multiply(relax.op.add(x, x), x)


a = make_body()
b = make_body()
# the two builders are meant to produce the same expression
tvm.ir.assert_structural_equal(a, b)
print("same")
