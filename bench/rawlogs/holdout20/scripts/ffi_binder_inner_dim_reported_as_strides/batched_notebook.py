# cause: ffi_binder_inner_dim_reported_as_strides
# expect: Mismatched X\.strides
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T
np.random.seed(0)

@T.prim_func(s_tir=True)
def rms(X: T.Buffer((4, 128, 768), "float32"), S: T.Buffer((4, 128), "float32")):
    for b, t, d in T.grid(4, 128, 768):
        with T.sblock("ss"):
            vb, vt, vd = T.axis.remap("SSR", [b, t, d])
            with T.init():
                S[vb, vt] = T.float32(0)
            S[vb, vt] = S[vb, vt] + X[vb, vt, vd] * X[vb, vt, vd]

sch = s_tir.Schedule(rms)
b, t, d = sch.get_loops("ss")
sch.parallel(sch.fuse(b, t))
f = tvm.compile(sch.mod, target="llvm")

# %%
x = np.random.rand(4, 128, 1024).astype("float32")  # hidden size of the other checkpoint
s = tvm.runtime.tensor(np.zeros((4, 128), "float32"))
f(tvm.runtime.tensor(x), s)
