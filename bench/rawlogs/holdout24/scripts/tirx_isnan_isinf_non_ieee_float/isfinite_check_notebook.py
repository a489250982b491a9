# cause: tirx_isnan_isinf_non_ieee_float
# expect: Data type T\.bfloat16 not supported for finiteness ops
# capture: notebook
# %%
import ml_dtypes
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class Health:
    @R.function
    def all_finite(x: R.Tensor((4, 64), "bfloat16")) -> R.Tensor((), "bool"):
        with R.dataflow():
            ok = R.isfinite(x)
            allok = R.min(R.astype(ok, "int32"))
            res = R.astype(allok, "bool")
            R.output(res)
        return res

Health.show()

# %%
ex = tvm.compile(Health, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.randn(4, 64).astype(ml_dtypes.bfloat16)
print(vm["all_finite"](tvm.runtime.tensor(x)))
