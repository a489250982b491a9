# cause: cse-leaves-trivial-rebinding
# expect: ValueError: StructuralEqual check failed
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Before:
    @R.function
    def main(x: R.Tensor((8, 16), "float32"), w: R.Tensor((16, 16), "float32")):
        a = R.matmul(x, w)
        b = R.matmul(x, w)
        c = R.nn.relu(a)
        d = R.nn.relu(b)
        e = R.add(c, d)
        return e


@I.ir_module
class Expected:
    @R.function
    def main(x: R.Tensor((8, 16), "float32"), w: R.Tensor((16, 16), "float32")):
        a = R.matmul(x, w)
        c = R.nn.relu(a)
        e = R.add(c, c)
        return e


after = relax.transform.EliminateCommonSubexpr()(Before)
after.show()
tvm.ir.assert_structural_equal(after, Expected)
