# cause: nested_parallel_codegen
# expect: Nested parallel loop is not supported
# capture: pytest
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T
np.random.seed(0)


@T.prim_func(s_tir=True)
def pad_conv1d(X: T.Buffer((64, 256), "float32"), W: T.Buffer((5,), "float32"), Y: T.Buffer((64, 256), "float32")):
    P = T.sblock_alloc_buffer((64, 260), "float32")
    for i, j in T.grid(64, 260):
        with T.sblock("pad"):
            vi, vj = T.axis.remap("SS", [i, j])
            P[vi, vj] = T.if_then_else(2 <= vj and vj < 258, X[vi, vj - 2], T.float32(0))
    for i, j, r in T.grid(64, 256, 5):
        with T.sblock("conv"):
            vi, vj, vr = T.axis.remap("SSR", [i, j, r])
            with T.init():
                Y[vi, vj] = T.float32(0)
            Y[vi, vj] = Y[vi, vj] + P[vi, vj + vr] * W[vr]


def test_pad_fused_into_rows():
    sch = s_tir.Schedule(pad_conv1d)
    pad = sch.get_sblock("pad")
    conv = sch.get_sblock("conv")
    i, j, r = sch.get_loops(conv)
    sch.parallel(i)
    sch.compute_at(pad, i)
    # the padded row copy is 260 wide, give it its own threads too
    sch.parallel(sch.get_loops(pad)[-1])
    f = tvm.compile(sch.mod, target="llvm")
    x = np.random.rand(64, 256).astype("float32")
    y = tvm.runtime.tensor(np.zeros((64, 256), "float32"))
    f(tvm.runtime.tensor(x), tvm.runtime.tensor(np.ones(5, "float32")), y)
