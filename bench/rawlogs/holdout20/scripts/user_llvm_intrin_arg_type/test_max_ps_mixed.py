# cause: user_llvm_intrin_arg_type
# expect: Call parameter type does not match function signature
# capture: pytest-native
import numpy as np
import tvm
from tvm.script import tirx as T
np.random.seed(0)


def build_relu_max(n):
    @T.prim_func(s_tir=True)
    def relu_max(X: T.Buffer((n,), "float32"), Lo: T.Buffer((n,), "float32"), Y: T.Buffer((n,), "float32")):
        for i in range(n // 8):
            with T.sblock("vmax"):
                vi = T.axis.remap("S", [i])
                Y[T.ramp(vi * 8, 1, 8)] = T.call_llvm_pure_intrin(
                    T.llvm_lookup_intrinsic_id("llvm.x86.avx.max.ps.256"),
                    X[T.ramp(vi * 8, 1, 8)],
                    T.Cast("float64x8", Lo[T.ramp(vi * 8, 1, 8)]),
                    dtype="float32x8",
                )
    return tvm.compile(relu_max, target={"kind": "llvm", "mcpu": "skylake"})


def test_vmax_intrinsic():
    f = build_relu_max(64)
    x = np.random.randn(64).astype("float32")
    lo = np.zeros(64, "float32")
    y = tvm.runtime.tensor(np.empty(64, "float32"))
    f(tvm.runtime.tensor(x), tvm.runtime.tensor(lo), y)
    np.testing.assert_allclose(y.numpy(), np.maximum(x, 0))
