# cause: ffi_binder_inner_dim_reported_as_strides
# expect: Mismatched A.strides on argument #0
# capture: stderr
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T
np.random.seed(0)


@T.prim_func(s_tir=True)
def mm(A: T.Buffer((128, 256), "float32"), B: T.Buffer((256, 64), "float32"), C: T.Buffer((128, 64), "float32")):
    for i, j, k in T.grid(128, 64, 256):
        with T.sblock("C"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[vi, vj] = T.float32(0)
            C[vi, vj] = C[vi, vj] + A[vi, vk] * B[vk, vj]


sch = s_tir.Schedule(mm)
i, j, k = sch.get_loops("C")
sch.parallel(i)
f = tvm.compile(sch.mod, target="llvm")
a = np.random.rand(128, 128).astype("float32")   # K mixed up with M
b = np.random.rand(256, 64).astype("float32")
c = tvm.runtime.tensor(np.zeros((128, 64), "float32"))
f(tvm.runtime.tensor(a), tvm.runtime.tensor(b), c)
