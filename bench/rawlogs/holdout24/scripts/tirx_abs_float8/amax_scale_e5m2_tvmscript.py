# cause: tirx_abs_float8
# expect: Data type T\.float8_e5m2 not supported for absolute op
# capture: ipython
import ml_dtypes
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class DelayedScaling:
    @R.function
    def amax(g: R.Tensor((32, 64), "float8_e5m2")) -> R.Tensor((), "float32"):
        with R.dataflow():
            a = R.max(R.abs(g))
            out = R.astype(a, "float32")
            R.output(out)
        return out


ex = tvm.compile(DelayedScaling, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
g = (np.random.randn(32, 64) * 8).astype(ml_dtypes.float8_e5m2)
amax = vm["amax"](tvm.runtime.tensor(g)).numpy()
print("amax", amax, "new scale", 57344.0 / amax)
