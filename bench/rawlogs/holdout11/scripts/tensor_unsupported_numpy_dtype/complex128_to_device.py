# cause: tensor_unsupported_numpy_dtype
# expect: unknown dtype `complex128`
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
print("numpy", np.__version__)
x = np.exp(1j * np.linspace(0, 1, 4))
print(x.dtype)
tvm.runtime.tensor(x, device=tvm.cpu(0))
