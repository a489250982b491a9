# cause: tvm_isnan_isinf_no_bf16_fp8_lowering
# expect: not supported for isnan op
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

import ml_dtypes
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "bfloat16"))
with bb.function("main", [x]):
    m = bb.emit(relax.op.isnan(x))
    bb.emit_func_output(m)
a = np.array([np.nan, 1.0, -np.inf, 0.0], "float32").astype(ml_dtypes.bfloat16)
np.testing.assert_array_equal(run(bb.get(), a), np.isnan(a.astype("float32")))
