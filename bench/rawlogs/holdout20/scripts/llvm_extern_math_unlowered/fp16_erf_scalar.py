# cause: llvm_extern_math_unlowered
# expect: unknown intrinsic
# capture: combined
# half-precision GELU, not vectorized: just trying to get fp16 working on CPU first
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def gelu_fp16(X: T.Buffer((1024,), "float16"), Y: T.Buffer((1024,), "float16")):
    for i in range(1024):
        with T.sblock("Y"):
            vi = T.axis.remap("S", [i])
            Y[vi] = X[vi] * T.float16(0.5) * (T.float16(1) + T.erf(X[vi] * T.float16(0.7071)))


sch = s_tir.Schedule(gelu_fp16)
(i,) = sch.get_loops("Y")
io, ii = sch.split(i, [None, 64])
sch.parallel(io)
print("[info] schedule:", sch.trace)
lib = tvm.compile(sch.mod, target="llvm")
print("[info] built", lib)
