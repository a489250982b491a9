# cause: tirx_isnan_isinf_non_ieee_float
# expect: Data type T\.bfloat16 not supported for isnan op
# capture: stderr
# env: TVM_BACKTRACE=1
"""NaN guard for bf16 activations: replace NaNs with zero before the next matmul."""
import ml_dtypes
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((8, 128), "bfloat16"))
with bb.function("nan_guard", [x]):
    with bb.dataflow():
        mask = bb.emit(relax.op.isnan(x))
        zero = relax.const(np.zeros((), ml_dtypes.bfloat16), "bfloat16")
        y = bb.emit_output(relax.op.where(mask, zero, x))
    bb.emit_func_output(y)

ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.random.randn(8, 128).astype(ml_dtypes.bfloat16)
a[0, :4] = np.nan
print(vm["nan_guard"](tvm.runtime.tensor(a)).numpy()[0, :8])
