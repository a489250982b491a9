# cause: cumsum-bool-no-promotion
# expect: MatchesCode
# capture: pytest
import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Exclusive:
    @R.function
    def main(flags: R.Tensor((10,), "bool")):
        with R.dataflow():
            offs = R.cumsum(flags, axis=0, exclusive=True)
            R.output(offs)
        return offs


def test_exclusive_scan_of_flags():
    exe = tvm.compile(Exclusive, target="llvm")
    assert exe is not None
