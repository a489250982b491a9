# cause: ffi_binder_inner_dim_reported_as_strides
# expect: expected to be compact array
# capture: pytest-native
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T
np.random.seed(0)


@T.prim_func(s_tir=True)
def dwconv(X: T.Buffer((1, 32, 58, 58), "float32"), W: T.Buffer((32, 3, 3), "float32"), Y: T.Buffer((1, 32, 56, 56), "float32")):
    for n, c, h, w, rh, rw in T.grid(1, 32, 56, 56, 3, 3):
        with T.sblock("dw"):
            vn, vc, vh, vw, vrh, vrw = T.axis.remap("SSSSRR", [n, c, h, w, rh, rw])
            with T.init():
                Y[vn, vc, vh, vw] = T.float32(0)
            Y[vn, vc, vh, vw] += X[vn, vc, vh + vrh, vw + vrw] * W[vc, vrh, vrw]


def test_depthwise_unpadded_input():
    f = tvm.compile(dwconv, target="llvm")
    x = np.random.rand(1, 32, 56, 56).astype("float32")  # forgot to pad H and W by 1
    w = np.random.rand(32, 3, 3).astype("float32")
    y = tvm.runtime.tensor(np.zeros((1, 32, 56, 56), "float32"))
    f(tvm.runtime.tensor(x), tvm.runtime.tensor(w), y)
