# cause: scan-axis-out-of-range
# expect: Index out of range
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Scan:
    @R.function
    def main(x: R.Tensor((3, 5, 7), "float32")):
        with R.dataflow():
            a = R.cumsum(x, axis=1, exclusive=True)
            b = R.cumsum(a, axis=3)
            R.output(b)
        return b


def test_dispatch_sort_scan_cpu():
    with tvm.target.Target("llvm"):
        mod = relax.backend.DispatchSortScan()(Scan)
    assert "cumsum" in mod.script()
