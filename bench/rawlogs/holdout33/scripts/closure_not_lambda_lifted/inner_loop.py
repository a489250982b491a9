# cause: closure_not_lambda_lifted
# expect: VMShapeLower do not work for local functions
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_inner_recursive_loop():
    @I.ir_module
    class Acc:
        @R.function
        def main(x: R.Tensor((2,), "float32")):
            @R.function
            def loop(i: R.Tensor((), "int32"), acc: R.Tensor((2,), "float32")) -> R.Tensor((2,), "float32"):
                c = R.less(i, R.const(3, "int32"))
                if c:
                    a2 = R.add(acc, x)
                    i2 = R.add(i, R.const(1, "int32"))
                    r = loop(i2, a2)
                else:
                    r = acc
                return r

            z = loop(R.const(0, "int32"), x)
            return z

    mod = relax.transform.Normalize()(Acc)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(np.ones(2, "float32"))).numpy(), [4.0, 4.0])
