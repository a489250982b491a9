# cause: nested_parallel_codegen
# expect: in_parallel_loop
# capture: notebook
# %%
import tvm
from tvm import s_tir
from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def attn_scores(Q: T.Buffer((4, 8, 64, 64), "float32"), K: T.Buffer((4, 8, 64, 64), "float32"),
                S: T.Buffer((4, 8, 64, 64), "float32")):
    for b, h, i, j, d in T.grid(4, 8, 64, 64, 64):
        with T.sblock("S"):
            vb, vh, vi, vj, vd = T.axis.remap("SSSSR", [b, h, i, j, d])
            with T.init():
                S[vb, vh, vi, vj] = T.float32(0)
            S[vb, vh, vi, vj] += Q[vb, vh, vi, vd] * K[vb, vh, vj, vd] * T.float32(0.125)

# %%
sch = s_tir.Schedule(attn_scores)
b, h, i, j, d = sch.get_loops("S")
sch.parallel(b)
sch.parallel(h)   # batch and heads both independent
jo, ji = sch.split(j, [None, 16])
sch.reorder(i, jo, d, ji)
sch.vectorize(ji)
print(sch.mod.script())

# %%
lib = tvm.compile(sch.mod, target={"kind": "llvm", "num-cores": 2})
