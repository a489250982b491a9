# cause: tensor_intrin_not_imported
# expect: is not registered
# capture: notebook
# post: crlf
# %%
import tvm
from tvm import s_tir
from tvm.script import tirx as T

# %%
@T.prim_func(s_tir=True)
def qconv(X: T.Buffer((196, 128), "uint8"), Wp: T.Buffer((4, 32, 16, 4), "int8"), Y: T.Buffer((196, 64), "int32")):
    for p, o, c in T.grid(196, 64, 128):
        with T.sblock("Y"):
            vp, vo, vc = T.axis.remap("SSR", [p, o, c])
            with T.init():
                Y[vp, vo] = 0
            Y[vp, vo] += T.Cast("int32", X[vp, vc]) * T.Cast("int32", Wp[vo // 16, vc // 4, vo % 16, vc % 4])

# %%
sch = s_tir.Schedule(qconv)
y = sch.get_sblock("Y")
p, o, c = sch.get_loops(y)
oo, oi = sch.split(o, [None, 16])
co, ci = sch.split(c, [None, 4])
sch.reorder(p, oo, co, oi, ci)
sch.decompose_reduction(y, co)
sch.tensorize(oi, "dot_16x4_avx512")
