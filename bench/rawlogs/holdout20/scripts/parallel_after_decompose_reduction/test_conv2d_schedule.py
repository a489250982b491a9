# cause: parallel_after_decompose_reduction
# expect: does not have compact dataflow
# capture: pytest
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def conv2d(X: T.Buffer((1, 32, 58, 58), "float32"), W: T.Buffer((64, 32, 3, 3), "float32"),
           Y: T.Buffer((1, 64, 56, 56), "float32")):
    for n, f, y, x, c, ry, rx in T.grid(1, 64, 56, 56, 32, 3, 3):
        with T.sblock("conv"):
            vn, vf, vy, vx, vc, vry, vrx = T.axis.remap("SSSSRRR", [n, f, y, x, c, ry, rx])
            with T.init():
                Y[vn, vf, vy, vx] = T.float32(0)
            Y[vn, vf, vy, vx] += X[vn, vc, vy + vry, vx + vrx] * W[vf, vc, vry, vrx]


def schedule(sch: s_tir.Schedule):
    conv = sch.get_sblock("conv")
    n, f, y, x, c, ry, rx = sch.get_loops(conv)
    fo, fi = sch.split(f, [None, 8])
    xo, xi = sch.split(x, [None, 8])
    sch.reorder(n, fo, y, xo, c, ry, rx, fi, xi)
    sch.unroll(rx)
    sch.vectorize(xi)
    init = sch.decompose_reduction(conv, c)
    outer = sch.fuse(n, fo, y)
    sch.parallel(outer)
    return sch


def test_conv2d_nchw_cpu_schedule():
    sch = schedule(s_tir.Schedule(conv2d))
    tvm.compile(sch.mod, target={"kind": "llvm", "num-cores": 2})
