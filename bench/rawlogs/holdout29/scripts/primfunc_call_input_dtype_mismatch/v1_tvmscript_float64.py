# cause: primfunc_call_input_dtype_mismatch
# expect: Mismatched A\.dtype on argument #0
# capture: stderr
import numpy as np
import tvm
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def axpy(A: T.Buffer((128,), "float32"), B: T.Buffer((128,), "float32"), C: T.Buffer((128,), "float32")):
    for i in range(128):
        with T.sblock("C"):
            vi = T.axis.remap("S", [i])
            C[vi] = A[vi] * T.float32(2) + B[vi]


f = tvm.compile(axpy, target="llvm")
a = tvm.runtime.tensor(np.linspace(0, 1, 128))
b = tvm.runtime.tensor(np.ones(128, "float32"))
c = tvm.runtime.empty((128,), "float32")
f(a, b, c)
print(c.numpy()[:4])
