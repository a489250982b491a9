# cause: call_extern_symbol_unresolved
# expect: JIT session error: Symbols not found
# capture: combined
import numpy as np
import tvm
from tvm import te

N = 256
A = te.placeholder((N,), "float32", name="A")
B = te.compute((N,), lambda i: tvm.tirx.call_extern("float32", "vendor_gelu_f32", A[i]), name="B")
f = te.create_prim_func([A, B])
print(f)
lib = tvm.compile(f, target="llvm")
print("compiled; running")
a = tvm.runtime.tensor(np.linspace(-2, 2, N, dtype="float32"))
b = tvm.runtime.empty((N,), "float32")
lib(a, b)
print(b.numpy()[:4])
