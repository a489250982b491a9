# cause: tir_kernel_out_of_bounds_write
# expect: Segfault encountered
# capture: combined
import numpy as np
import tvm
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def transpose_flat(a: T.handle, b: T.handle):
    A = T.match_buffer(a, (256 * 256,), "float32")
    B = T.match_buffer(b, (256 * 256,), "float32")
    for i, j in T.grid(256, 256):
        with T.sblock("B"):
            vi, vj = T.axis.remap("SS", [i, j])
            # row stride typed as 256*256 instead of 256
            B[vj * 65536 + vi] = A[vi * 256 + vj]


print("compiling transpose_flat")
f = tvm.compile(transpose_flat, target="llvm")
a = tvm.runtime.tensor(np.arange(65536, dtype="float32"))
b = tvm.runtime.empty((65536,), "float32")
print("launching")
f(a, b)
print(b.numpy()[:8])
