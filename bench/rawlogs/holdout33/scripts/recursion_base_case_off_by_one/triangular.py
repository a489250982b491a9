# cause: recursion_base_case_off_by_one
# expect: assert 45 == 55|AssertionError
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_triangular_number():
    @I.ir_module
    class Tri:
        @R.function
        def tri(n: R.Tensor((), "int64"), acc: R.Tensor((), "int64")) -> R.Tensor((), "int64"):
            cls = Tri
            stop = R.less_equal(n, R.const(1, "int64"))
            if stop:
                r = acc
            else:
                r = cls.tri(R.subtract(n, R.const(1, "int64")), R.add(acc, n))
            return r

    ex = tvm.compile(Tri, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["tri"](tvm.runtime.tensor(np.array(10, "int64")), tvm.runtime.tensor(np.array(0, "int64")))
    assert int(out.numpy()) == 55
