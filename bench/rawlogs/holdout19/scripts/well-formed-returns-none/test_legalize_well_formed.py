# cause: well-formed-returns-none
# expect: assert None
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Before:
    @R.function
    def main(x: R.Tensor((4, 8), "float32"), y: R.Tensor((8, 16), "float32")):
        with R.dataflow():
            z = R.matmul(x, y)
            w = R.nn.relu(z)
            R.output(w)
        return w


def test_legalized_module_is_well_formed():
    mod = relax.transform.LegalizeOps()(Before)
    is_wf = relax.analysis.well_formed(mod)
    assert is_wf
