# cause: assert_op_inverted_condition
# expect: AssertionError
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_bounded_recursion():
    @I.ir_module
    class Bounded:
        @R.function(pure=False)
        def walk(i: R.Tensor((), "int64"), acc: R.Tensor((2,), "float32")) -> R.Tensor((2,), "float32"):
            cls = Bounded
            over = R.greater(i, R.const(8, "int64"))
            R.assert_op(over, i, format="step {} exceeded the bound")
            done = R.equal(i, R.const(0, "int64"))
            if done:
                r = acc
            else:
                j = R.subtract(i, R.const(1, "int64"))
                r = cls.walk(j, R.add(acc, acc))
            return r

    ex = tvm.compile(Bounded, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["walk"](tvm.runtime.tensor(np.array(3, "int64")), tvm.runtime.tensor(np.ones(2, "float32")))
    np.testing.assert_allclose(out.numpy(), [8.0, 8.0])
