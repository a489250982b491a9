# cause: cse-leaves-trivial-rebinding
# expect: StructuralEqual check failed, caused by lhs at
# capture: pytest-short
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@pytest.mark.parametrize("dtype", ["float32", "float16"])
def test_cse_duplicate_const_add(dtype):
    @I.ir_module
    class Before:
        @R.function
        def main(x: R.Tensor((4,), dtype)):
            with R.dataflow():
                a = R.add(x, R.const(1, dtype))
                b = R.add(x, R.const(1, dtype))
                c = R.subtract(a, b)
                R.output(c)
            return c

    @I.ir_module
    class Expected:
        @R.function
        def main(x: R.Tensor((4,), dtype)):
            with R.dataflow():
                a = R.add(x, R.const(1, dtype))
                c = R.subtract(a, a)
                R.output(c)
            return c

    tvm.ir.assert_structural_equal(relax.transform.EliminateCommonSubexpr()(Before), Expected)
