# cause: target_cli_string_removed
# expect: Cannot parse target string
# capture: notebook
# post: crlf
# %%
import tvm
from tvm import s_tir
from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def scale(X: T.Buffer((1024,), "float32"), Y: T.Buffer((1024,), "float32")):
    for i in range(1024):
        with T.sblock("Y"):
            vi = T.axis.remap("S", [i])
            Y[vi] = X[vi] * T.float32(0.5)

sch = s_tir.Schedule(scale)
(i,) = sch.get_loops("Y")
_, v = sch.split(i, [None, 4])
sch.vectorize(v)

# %%
target = tvm.target.Target("llvm -mtriple=aarch64-linux-gnu -mattr=+neon")
lib = tvm.compile(sch.mod, target=target)
lib.export_library("scale_aarch64.so")
