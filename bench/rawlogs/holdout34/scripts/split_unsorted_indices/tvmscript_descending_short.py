# cause: split_unsorted_indices
# expect: split_indices must be sorted
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R



def test_split_points():
    @tvm.script.ir_module
    class S:
        @R.function
        def main(x: R.Tensor((8, 2), "float32")):
            with R.dataflow():
                y = R.split(x, indices_or_sections=[5, 3], axis=0)
                R.output(y)
            return y

    x = np.random.default_rng(0).standard_normal((8, 2)).astype("float32")
    vm = relax.VirtualMachine(tvm.compile(S, target="llvm"), tvm.cpu())
    outs = vm["main"](tvm.runtime.tensor(x))
    assert [o.shape[0] for o in outs] == [3, 2, 3]
