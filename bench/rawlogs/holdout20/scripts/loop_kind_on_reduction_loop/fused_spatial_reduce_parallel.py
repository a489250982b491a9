# cause: loop_kind_on_reduction_loop
# expect: ScheduleError: An error occurred in the schedule primitive 'parallel'
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def maxpool(X: T.Buffer((1, 32, 64, 64), "float32"), Y: T.Buffer((1, 32, 32, 32), "float32")):
    for n, c, h, w, rh, rw in T.grid(1, 32, 32, 32, 2, 2):
        with T.sblock("pool"):
            vn, vc, vh, vw, vrh, vrw = T.axis.remap("SSSSRR", [n, c, h, w, rh, rw])
            with T.init():
                Y[vn, vc, vh, vw] = T.min_value("float32")
            Y[vn, vc, vh, vw] = T.max(Y[vn, vc, vh, vw], X[vn, vc, vh * 2 + vrh, vw * 2 + vrw])


sch = s_tir.Schedule(maxpool)
n, c, h, w, rh, rw = sch.get_loops("pool")
sch.reorder(n, c, h, rh, w, rw)
f = sch.fuse(h, rh)
print("fused loop:", sch.get(f))
sch.parallel(f)
