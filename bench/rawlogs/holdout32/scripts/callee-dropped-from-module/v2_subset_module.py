# cause: callee-dropped-from-module
# expect: Cannot find ffi::Function scale
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Full:
    @T.prim_func
    def scale(A: T.Buffer((2, 4), "float32"), B: T.Buffer((2, 4), "float32")):
        for i, j in T.grid(2, 4):
            B[i, j] = A[i, j] * T.float32(2)

    @R.function
    def main(x: R.Tensor((2, 4), "float32")) -> R.Tensor((2, 4), "float32"):
        cls = Full
        y = R.call_tir(cls.scale, (x,), R.Tensor((2, 4), "float32"))
        z = R.add(y, x)
        return z

    @R.function
    def debug_dump(x: R.Tensor((2, 4), "float32")) -> R.Tensor((2, 4), "float32"):
        return x


def export_entry_points(mod, names):
    # keep only the public entry points we ship
    return tvm.IRModule({n: mod[n] for n in names})


def test_scale():
    mod = export_entry_points(Full, ["main"])
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.ones((2, 4), "float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), 3 * x)
