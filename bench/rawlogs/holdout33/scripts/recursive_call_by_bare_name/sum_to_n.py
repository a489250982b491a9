# cause: recursive_call_by_bare_name
# expect: not well-formed
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_sum_to_n_matches_formula():
    @I.ir_module
    class Summer:
        @R.function
        def total(n: R.Tensor((), "int32"), acc: R.Tensor((), "int32")) -> R.Tensor((), "int32"):
            stop = R.equal(n, R.const(0, "int32"))
            if stop:
                r = acc
            else:
                a2 = R.add(acc, n)
                m = R.subtract(n, R.const(1, "int32"))
                r = total(m, a2)
            return r

    ex = tvm.compile(Summer, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["total"](tvm.runtime.tensor(np.array(10, "int32")), tvm.runtime.tensor(np.array(0, "int32")))
    assert int(out.numpy()) == 55
