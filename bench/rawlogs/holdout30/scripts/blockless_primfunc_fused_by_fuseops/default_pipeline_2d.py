# cause: blockless_primfunc_fused_by_fuseops
# expect: Inconsistent buffers \w+ and \w+ mapped to the same relax var
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T

np.random.seed(0)


@I.ir_module
class Norm:
    @T.prim_func(private=True)
    def center(
        x: T.Buffer((T.int64(8), T.int64(64)), "float32"),
        m: T.Buffer((T.int64(8), T.int64(64)), "float32"),
        y: T.Buffer((T.int64(8), T.int64(64)), "float32"),
    ):
        for i, j in T.grid(T.int64(8), T.int64(64)):
            y[i, j] = x[i, j] - m[i, j]

    @R.function
    def main(x: R.Tensor((8, 64), "float32"), m: R.Tensor((8, 64), "float32")) -> R.Tensor((8, 64), "float32"):
        cls = Norm
        with R.dataflow():
            c = R.call_tir(cls.center, (x, m), out_ty=R.Tensor((8, 64), "float32"))
            s = R.multiply(c, c)
            R.output(s)
        return s


def test_center_square():
    target = tvm.target.Target("llvm")
    ex = tvm.compile(Norm, target, relax_pipeline=relax.get_default_pipeline(target))
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(8, 64).astype("float32")
    m = np.random.rand(8, 64).astype("float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(m)).numpy(), (x - m) ** 2, rtol=1e-5)
