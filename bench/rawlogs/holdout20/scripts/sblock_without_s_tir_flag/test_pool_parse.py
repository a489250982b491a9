# cause: sblock_without_s_tir_flag
# expect: SBlockRealize
# capture: pytest-short
import tvm
from tvm import s_tir
from tvm.script import tirx as T


def make_pool():
    @T.prim_func
    def avg_pool2x2(X: T.Buffer((1, 64, 56, 56), "float32"), Y: T.Buffer((1, 64, 28, 28), "float32")):
        for n, c, h, w, rh, rw in T.grid(1, 64, 28, 28, 2, 2):
            with T.sblock("pool"):
                vn, vc, vh, vw, vrh, vrw = T.axis.remap("SSSSRR", [n, c, h, w, rh, rw])
                with T.init():
                    Y[vn, vc, vh, vw] = T.float32(0)
                Y[vn, vc, vh, vw] = Y[vn, vc, vh, vw] + X[vn, vc, vh * 2 + vrh, vw * 2 + vrw] * T.float32(0.25)
    return avg_pool2x2


def test_pool_parallel():
    sch = s_tir.Schedule(make_pool())
    sch.parallel(sch.get_loops("pool")[1])
