# cause: cse-leaves-trivial-rebinding
# expect: StructuralEqual check failed
# capture: pytest-native
# post: truncate=0.5
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Before:
    @R.function
    def main(x: R.Tensor((2, 8), "float32")):
        with R.dataflow():
            s0 = R.split(x, 2, axis=1)
            s1 = R.split(x, 2, axis=1)
            a = s0[0]
            b = s1[1]
            o = R.add(a, b)
            R.output(o)
        return o


@I.ir_module
class Expected:
    @R.function
    def main(x: R.Tensor((2, 8), "float32")):
        with R.dataflow():
            s0 = R.split(x, 2, axis=1)
            a = s0[0]
            b = s0[1]
            o = R.add(a, b)
            R.output(o)
        return o


def test_cse_split():
    after = relax.transform.EliminateCommonSubexpr()(Before)
    tvm.ir.assert_structural_equal(after, Expected)
