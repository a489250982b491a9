# cause: cse-leaves-trivial-rebinding
# expect: StructuralEqual check failed
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def test_cse_simple():
    @I.ir_module
    class Before:
        @R.function
        def main(x: R.Tensor((2, 3), "float32"), y: R.Tensor((2, 3), "float32")):
            with R.dataflow():
                lv0 = R.add(x, y)
                lv1 = R.add(x, y)
                gv = R.multiply(lv0, lv1)
                R.output(gv)
            return gv

    @I.ir_module
    class Expected:
        @R.function
        def main(x: R.Tensor((2, 3), "float32"), y: R.Tensor((2, 3), "float32")):
            with R.dataflow():
                lv0 = R.add(x, y)
                gv = R.multiply(lv0, lv0)
                R.output(gv)
            return gv

    after = relax.transform.EliminateCommonSubexpr()(Before)
    tvm.ir.assert_structural_equal(after, Expected)
