# cause: loop_kind_on_reduction_loop
# expect: not a data parallel block iter
# capture: notebook
# %%
import tvm
from tvm import s_tir
from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def softmax_denominator(X: T.Buffer((64, 1000), "float32"), M: T.Buffer((64,), "float32"),
                        S: T.Buffer((64,), "float32")):
    for i, k in T.grid(64, 1000):
        with T.sblock("expsum"):
            vi, vk = T.axis.remap("SR", [i, k])
            with T.init():
                S[vi] = T.float32(0)
            S[vi] = S[vi] + T.exp(X[vi, vk] - M[vi])

# %%
sch = s_tir.Schedule(softmax_denominator)
i, k = sch.get_loops("expsum")
ko, ki = sch.split(k, [None, 8])
sch.unroll(ki)
sch.parallel(ko)
