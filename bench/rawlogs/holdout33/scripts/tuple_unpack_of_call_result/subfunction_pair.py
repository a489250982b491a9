# cause: tuple_unpack_of_call_result
# expect: too many values to unpack
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R



def test_stats_helper():
    @I.ir_module
    class Stats:
        @R.function
        def stats(x: R.Tensor((10,), "float32")) -> R.Tuple(R.Tensor((), "float32"), R.Tensor((), "float32")):
            return (R.mean(x), R.variance(x))

        @R.function
        def main(x: R.Tensor((10,), "float32")):
            cls = Stats
            mu, var = cls.stats(x)
            y = R.divide(R.subtract(x, mu), R.sqrt(var))
            return y

    ex = tvm.compile(Stats, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.arange(10).astype("float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), (x - x.mean()) / x.std(), rtol=1e-5)
