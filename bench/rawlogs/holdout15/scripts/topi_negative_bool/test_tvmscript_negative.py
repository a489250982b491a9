# cause: topi_negative_bool
# expect: exceeds range of bool
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Neg:
    @R.function
    def main(x: R.Tensor((128,), "float32")):
        with R.dataflow():
            pos = R.greater(x, R.const(0, "float32"))
            neg = R.negative(pos)
            R.output(neg)
        return neg


def test_negative_of_comparison():
    mod = relax.transform.LegalizeOps()(Neg)
    assert "negative" in mod.script()
