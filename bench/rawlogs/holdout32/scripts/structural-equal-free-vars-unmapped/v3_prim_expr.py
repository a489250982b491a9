# cause: structural-equal-free-vars-unmapped
# expect: StructuralEqual check failed
# capture: ipython
import tvm
from tvm import tirx

def index_expr():
    i = tirx.Var("i", "int32")
    j = tirx.Var("j", "int32")
    return i * 16 + j

lhs = index_expr()
rhs = index_expr()
tvm.ir.assert_structural_equal(lhs, rhs)
