# cause: primfunc_call_input_dtype_mismatch
# expect: Mismatched A\.dtype on argument #0 when calling
# capture: combined
import numpy as np
import tvm
from tvm import te

M, N = 4, 8
A = te.placeholder((M, N), "float32", name="A")
B = te.compute((M, N), lambda i, j: A[i, j] * 2, name="B")
func = te.create_prim_func([A, B])
print(func)
mod = tvm.compile(func, target="llvm")

x = np.ones((M, N), dtype="float16")
y = tvm.runtime.empty((M, N), "float32")
mod(tvm.runtime.tensor(x), y)
print(y.numpy())
