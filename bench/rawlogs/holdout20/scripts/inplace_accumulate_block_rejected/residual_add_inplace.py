# cause: inplace_accumulate_block_rejected
# expect: does not have compact dataflow
# capture: stderr
# in-place residual add (h += attn_out), a plain elementwise update
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def residual_inplace(H: T.Buffer((128, 4096), "float32"), O: T.Buffer((128, 4096), "float32")):
    for t, d in T.grid(128, 4096):
        with T.sblock("residual"):
            vt, vd = T.axis.remap("SS", [t, d])
            H[vt, vd] = H[vt, vd] + O[vt, vd]


sch = s_tir.Schedule(residual_inplace)
t, d = sch.get_loops("residual")
do, di = sch.split(d, [None, 16])
sch.parallel(t)
sch.vectorize(di)
lib = tvm.compile(sch.mod, target="llvm")
