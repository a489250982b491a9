# cause: topk-axis-unchecked
# expect: test_topk_rows[\s\S]*out of bounds
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


def test_topk_last_axis():
    @I.ir_module
    class Top:
        @R.function
        def main(x: R.Tensor((3, 5), "float32")):
            v = R.topk(x, k=2, axis=-1, ret_type="values")
            return v

    ex = relax.build(Top, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    data = np.arange(15, dtype="float32").reshape(3, 5)
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(data)).numpy(), data[:, [4, 3]])


def test_topk_rows():
    @I.ir_module
    class TopRows:
        @R.function
        def main(x: R.Tensor((3, 5), "float32")):
            v = R.topk(x, k=2, axis=3, ret_type="values")
            return v

    relax.build(TopRows, target="llvm")
