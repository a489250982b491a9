# cause: bool_reduce_no_identity
# expect: Cannot decide max_value for type
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def test_all_valid():
    @tvm.script.ir_module
    class AllValid:
        @R.function
        def main(m: R.Tensor((4, 6), "bool")):
            with R.dataflow():
                r = R.min(m, axis=[0, 1])
                R.output(r)
            return r

    ex = tvm.compile(AllValid, target="llvm")
    m = np.ones((4, 6), bool)
    assert relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(m)).numpy()
