# cause: ffi_binder_inner_dim_reported_as_strides
# expect: Mismatched C\.strides on argument #2
# capture: combined
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def mm(A: T.Buffer((96, 64), "float32"), B: T.Buffer((64, 48), "float32"), C: T.Buffer((96, 48), "float32")):
    for i, j, k in T.grid(96, 48, 64):
        with T.sblock("C"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[vi, vj] = T.float32(0)
            C[vi, vj] = C[vi, vj] + A[vi, vk] * B[vk, vj]


sch = s_tir.Schedule(mm)
i, j, k = sch.get_loops("C")
jo, ji = sch.split(j, [None, 16])
sch.reorder(i, jo, k, ji)
sch.vectorize(ji)
f = tvm.compile(sch.mod, target="llvm")
print("built:", type(f).__name__)
a = tvm.runtime.tensor(np.ones((96, 64), "float32"))
b = tvm.runtime.tensor(np.ones((64, 48), "float32"))
out = tvm.runtime.tensor(np.zeros((96, 96), "float32"))  # reused a scratch buffer from the previous layer
f(a, b, out)
print(out.numpy().sum())
