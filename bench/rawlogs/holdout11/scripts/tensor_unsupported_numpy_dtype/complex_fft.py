# cause: tensor_unsupported_numpy_dtype
# expect: unknown dtype `complex64`
import numpy as np
import tvm
spec = np.fft.fft(np.ones(8, "float32")).astype("complex64")
t = tvm.runtime.tensor(spec)
