# cause: runtime_tensor_int4_copy_size
# expect: TensorCopyFromBytes: size mismatch
# capture: stderr
# env: TVM_BACKTRACE=1
"""Upload pre-quantized int4 weights (ml_dtypes.int4) to the device."""
import ml_dtypes
import numpy as np
import tvm

rng = np.random.default_rng(7)
w_q = rng.integers(-8, 8, size=(128, 64)).astype(ml_dtypes.int4)
print("host weight", w_q.dtype, w_q.shape, w_q.nbytes, "bytes")
w_dev = tvm.runtime.tensor(w_q, device=tvm.cpu())
print(w_dev.dtype, w_dev.shape)
