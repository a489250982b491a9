# cause: fuse_epilogue_nonlinear_per_iteration
# expect: AssertionError
# capture: pytest
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T
np.random.seed(0)


# im2col'd 3x3 conv as GEMM followed by ReLU6-style clipping
@T.prim_func(s_tir=True)
def conv_gemm_clip(Xcol: T.Buffer((196, 288), "float32"), W: T.Buffer((288, 64), "float32"),
                   Y: T.Buffer((196, 64), "float32")):
    acc = T.sblock_alloc_buffer((196, 64), "float32")
    for p, o, r in T.grid(196, 64, 288):
        with T.sblock("gemm"):
            vp, vo, vr = T.axis.remap("SSR", [p, o, r])
            with T.init():
                acc[vp, vo] = T.float32(0)
            acc[vp, vo] = acc[vp, vo] + Xcol[vp, vr] * W[vr, vo]
    for p, o in T.grid(196, 64):
        with T.sblock("clip"):
            vp, vo = T.axis.remap("SS", [p, o])
            Y[vp, vo] = T.min(T.max(acc[vp, vo], T.float32(0)), T.float32(6))


def test_fused_clip_matches_reference():
    sch = s_tir.Schedule(conv_gemm_clip)
    sch.fuse_reduction_epilogue("gemm", "clip")
    p, o, r = sch.get_loops("gemm")
    sch.parallel(p)
    f = tvm.compile(sch.mod, target="llvm")
    x = np.random.randn(196, 288).astype("float32")
    w = np.random.randn(288, 64).astype("float32") * 0.5
    y = tvm.runtime.tensor(np.zeros((196, 64), "float32"))
    f(tvm.runtime.tensor(x), tvm.runtime.tensor(w), y)
    np.testing.assert_allclose(y.numpy(), np.clip(x @ w, 0, 6), rtol=1e-5, atol=1e-5)
