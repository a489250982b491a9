# cause: impure_call_in_dataflow_block
# expect: occurs within a dataflow block
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def build():
    @I.ir_module(check_well_formed=False)
    class Checked:
        @R.function(pure=False)
        def main(x: R.Tensor((8,), "float32")):
            with R.dataflow():
                m = R.max(x)
                ok = R.less(m, R.const(100.0, "float32"))
                R.assert_op(ok, m, format="overflow: max={}")
                y = R.exp(x)
                R.output(y)
            return y

    return Checked


def test_pipeline_input_is_well_formed():
    mod = build()
    relax.analysis.well_formed(mod)
