# cause: recursive_function_missing_return_annotation
# expect: binary operators
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_repeated_squaring():
    @I.ir_module
    class Power:
        @R.function
        def repeat(x: R.Tensor((4,), "float32"), k: R.Tensor((), "int32")):
            cls = Power
            stop = R.equal(k, R.const(0, "int32"))
            if stop:
                r = x
            else:
                k2 = R.subtract(k, R.const(1, "int32"))
                inner = cls.repeat(x, k2)
                r = R.multiply(inner, x)
            return r

    ex = tvm.compile(Power, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.full(4, 2.0, "float32")
    out = vm["repeat"](tvm.runtime.tensor(x), tvm.runtime.tensor(np.array(3, "int32")))
    np.testing.assert_allclose(out.numpy(), x ** 4)
