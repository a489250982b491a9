# cause: relax-structinfo-renamed-to-type
# expect: AttributeError: module 'tvm\.relax' has no attribute 'ShapeStructInfo'
# capture: pytest-native
import tvm
from tvm import relax


def test_match_cast_shape():
    bb = relax.BlockBuilder()
    s = relax.Var("s", relax.ShapeStructInfo(ndim=2))
    with bb.function("main", [s]):
        bb.emit_func_output(s)
    relax.analysis.check_well_formed(bb.get())
