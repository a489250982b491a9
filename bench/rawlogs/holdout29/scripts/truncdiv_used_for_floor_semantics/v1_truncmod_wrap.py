# cause: truncdiv_used_for_floor_semantics
# expect: AssertionError: wrapped indices differ from numpy
# capture: stderr
import numpy as np
import tvm
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def wrap(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in range(16):
        with T.sblock("B"):
            vi = T.axis.remap("S", [i])
            B[vi] = T.truncmod(A[vi], 5)


f = tvm.compile(wrap, target="llvm")
a = np.arange(-8, 8, dtype="int32")
b = tvm.runtime.empty((16,), "int32")
f(tvm.runtime.tensor(a), b)
print("tvm  :", b.numpy())
print("numpy:", a % 5)
assert np.array_equal(b.numpy(), a % 5), "wrapped indices differ from numpy"
