# cause: power_int_legalize
# expect: power only applies to float
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class IntPoly:
    @R.function
    def main(x: R.Tensor((8, 8), "int16"), y: R.Tensor((8, 8), "int16")):
        with R.dataflow():
            a = R.add(x, y)
            b = R.power(a, y)
            R.output(b)
        return b


def test_legalize_int_power():
    mod = relax.transform.LegalizeOps()(IntPoly)
    assert "power" in mod.script()
