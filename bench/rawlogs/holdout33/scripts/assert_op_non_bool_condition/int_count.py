# cause: assert_op_non_bool_condition
# expect: must be a boolean scalar
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_nonempty_guard():
    @I.ir_module
    class Guard:
        @R.function(pure=False)
        def main(mask: R.Tensor((6,), "int32")):
            cnt = R.sum(mask)
            R.assert_op(cnt, format="mask selects nothing")
            return cnt

    ex = tvm.compile(Guard, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.array([0, 1, 1, 0, 1, 0], "int32")))
    assert int(out.numpy()) == 3
