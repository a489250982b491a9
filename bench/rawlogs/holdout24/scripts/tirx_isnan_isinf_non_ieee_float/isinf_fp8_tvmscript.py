# cause: tirx_isnan_isinf_non_ieee_float
# expect: Data type T\.float8_e5m2 not supported for finiteness ops
# capture: combined
# env: TVM_BACKTRACE=1
import ml_dtypes
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class OverflowCount:
    @R.function
    def main(g: R.Tensor((256,), "float8_e5m2")) -> R.Tensor((), "int32"):
        with R.dataflow():
            bad = R.isinf(g)
            n = R.sum(R.astype(bad, "int32"))
            R.output(n)
        return n


# gradient overflow detection for fp8 (e5m2) loss scaling
mod = OverflowCount
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
g = (np.random.randn(256) * 1e4).astype(ml_dtypes.float8_e5m2)
print("overflowed:", vm["main"](tvm.runtime.tensor(g)).numpy())
