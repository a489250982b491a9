# cause: scatter_elements_mean_int
# expect: integer divisions
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Agg:
    @R.function
    def main(
        acc: R.Tensor((10,), "int64"),
        seg: R.Tensor((6,), "int64"),
        val: R.Tensor((6,), "int64"),
    ):
        with R.dataflow():
            out = R.scatter_elements(acc, seg, val, axis=0, reduction="mean")
            R.output(out)
        return out


def test_segment_mean_int64():
    ex = tvm.compile(Agg, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    acc = np.zeros(10, "int64")
    seg = np.array([0, 0, 3, 3, 3, 9], "int64")
    val = np.array([2, 4, 3, 3, 3, 8], "int64")
    out = vm["main"](*[tvm.runtime.tensor(a) for a in (acc, seg, val)]).numpy()
    assert out[9] == 4
