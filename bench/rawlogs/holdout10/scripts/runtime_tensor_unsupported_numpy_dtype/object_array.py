# cause: runtime_tensor_unsupported_numpy_dtype
# expect: unknown dtype `(object|complex\d+|<U\d+|str\d*)`
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

rows = [[1.0, 2.0], [3.0, None]]
arr = np.array(rows)
print(arr.dtype)
t = tvm.runtime.tensor(arr)
