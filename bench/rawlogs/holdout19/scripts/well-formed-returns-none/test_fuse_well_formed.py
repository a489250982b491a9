# cause: well-formed-returns-none
# expect: AssertionError: FuseOps produced an ill-formed module\s+assert None
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Before:
    @R.function
    def main(x: R.Tensor((1, 16, 32, 32), "float32"), w: R.Tensor((16, 16, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=1)
            z = R.add(y, R.const(1.0, "float32"))
            o = R.nn.relu(z)
            R.output(o)
        return o


def test_fuse_ops_preserves_well_formedness():
    seq = tvm.transform.Sequential(
        [relax.transform.LegalizeOps(), relax.transform.AnnotateTIROpPattern(), relax.transform.FuseOps()]
    )
    after = seq(Before)
    assert len([gv for gv in after.functions]) >= 2
    ok = relax.analysis.well_formed(after)
    assert ok, "FuseOps produced an ill-formed module"
