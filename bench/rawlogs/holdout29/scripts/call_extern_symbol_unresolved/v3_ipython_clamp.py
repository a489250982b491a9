# cause: call_extern_symbol_unresolved
# expect: Symbols not found: \[ clamp_u8 \]
# capture: ipython
import numpy as np
import tvm
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def to_u8(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "uint8")):
    for i, j in T.grid(4, 4):
        with T.sblock("B"):
            vi, vj = T.axis.remap("SS", [i, j])
            B[vi, vj] = T.call_extern("uint8", "clamp_u8", A[vi, vj])


lib = tvm.compile(to_u8, target="llvm")
a = tvm.runtime.tensor(np.arange(-8, 8, dtype="int32").reshape(4, 4) * 40)
b = tvm.runtime.empty((4, 4), "uint8")
lib(a, b)
print(b.numpy())
