# cause: reduction_block_missing_init
# expect: matmul result differs from numpy
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class MM:
    @T.prim_func(s_tir=True)
    def mm(A: T.Buffer((32, 64), "float32"), B: T.Buffer((64, 32), "float32"), C: T.Buffer((32, 32), "float32")):
        for i, j, k in T.grid(32, 32, 64):
            with T.sblock("C"):
                vi, vj, vk = T.axis.remap("SSR", [i, j, k])
                C[vi, vj] += A[vi, vk] * B[vk, vj]

    @R.function
    def main(a: R.Tensor((32, 64), "float32"), b: R.Tensor((64, 32), "float32")):
        cls = MM
        with R.dataflow():
            t = R.exp(a)
            c = R.call_tir(cls.mm, (t, b), out_ty=R.Tensor((32, 32), "float32"))
            R.output(c)
        return c


def test_matmul_matches_numpy():
    rng = np.random.default_rng(1)
    a = rng.random((32, 64)).astype("float32")
    b = rng.random((64, 32)).astype("float32")
    ex = tvm.compile(MM, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    # warm-up run, then the measured run
    for _ in range(2):
        got = vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b)).numpy()
    ok = np.allclose(got, np.exp(a) @ b, rtol=1e-4)
    assert ok, "matmul result differs from numpy"
