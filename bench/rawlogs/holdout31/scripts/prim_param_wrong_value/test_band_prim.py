# cause: prim_param_wrong_value
# expect: expected dtype int64, but received ObjectRef of type ffi\.Tensor
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Band:
    @R.function
    def band(x: R.Tensor((5, 5), "float32"), k: R.Prim("int64")):
        with R.dataflow():
            mask = R.eye_like(x, k)
            y = R.multiply(x, mask)
            R.output(y)
        return y


def test_superdiagonal():
    ex = tvm.compile(Band, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.arange(25, dtype="float32").reshape(5, 5)
    k = tvm.runtime.tensor(np.array(1, dtype="int64"))
    y = vm["band"](tvm.runtime.tensor(x), k).numpy()
    np.testing.assert_allclose(y, x * np.eye(5, k=1, dtype="float32"))
