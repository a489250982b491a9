# cause: compute_at_into_own_loop
# expect: Expected the block .* and loop .* to be under the same block scope
# capture: pytest-short
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def conv_bias(X: T.Buffer((1, 16, 34, 34), "float32"), W: T.Buffer((16, 16, 3, 3), "float32"),
              b: T.Buffer((16,), "float32"), Y: T.Buffer((1, 16, 32, 32), "float32")):
    acc = T.sblock_alloc_buffer((1, 16, 32, 32), "float32")
    for n, f, y, x, c, ry, rx in T.grid(1, 16, 32, 32, 16, 3, 3):
        with T.sblock("conv"):
            vn, vf, vy, vx, vc, vry, vrx = T.axis.remap("SSSSRRR", [n, f, y, x, c, ry, rx])
            with T.init():
                acc[vn, vf, vy, vx] = T.float32(0)
            acc[vn, vf, vy, vx] += X[vn, vc, vy + vry, vx + vrx] * W[vf, vc, vry, vrx]
    for n, f, y, x in T.grid(1, 16, 32, 32):
        with T.sblock("bias"):
            vn, vf, vy, vx = T.axis.remap("SSSS", [n, f, y, x])
            Y[vn, vf, vy, vx] = acc[vn, vf, vy, vx] + b[vf]


def test_fuse_bias_into_conv_rows():
    sch = s_tir.Schedule(conv_bias)
    conv = sch.get_sblock("conv")
    bias = sch.get_sblock("bias")
    n, f, y, x, c, ry, rx = sch.get_loops(conv)
    # intended: reverse_compute_at(bias, y); wrote compute_at on the wrong block
    sch.compute_at(conv, y)
