# cause: argsort_dtype_dispatch
# expect: Unsupported input dtype: bool
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class StableCompact:
    @R.function
    def main(keep: R.Tensor((20,), "bool")):
        with R.dataflow():
            order = R.argsort(keep, axis=0, descending=True)
            R.output(order)
        return order


def test_compaction_order():
    ex = tvm.compile(StableCompact, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    keep = np.arange(20) % 3 == 0
    order = vm["main"](tvm.runtime.tensor(keep)).numpy()
    assert keep[order[:7]].all()
