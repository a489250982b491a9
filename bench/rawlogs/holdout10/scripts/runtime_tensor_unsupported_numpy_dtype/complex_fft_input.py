# cause: runtime_tensor_unsupported_numpy_dtype
# expect: unknown dtype `(object|complex\d+|<U\d+|str\d*)`
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

sig = np.exp(2j * np.pi * np.arange(16) / 16).astype("complex64")
print("signal", sig.shape, sig.dtype)
t = tvm.runtime.tensor(sig, device=tvm.cpu(0))
