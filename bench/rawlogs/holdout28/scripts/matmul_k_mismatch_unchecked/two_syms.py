# cause: matmul_k_mismatch_unchecked
# expect: AssertionError: matmul result differs from numpy
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class MM:
    @R.function
    def main(a: R.Tensor(("m", "k"), "float32"), b: R.Tensor(("kk", "n"), "float32")):
        with R.dataflow():
            c = R.matmul(a, b)
            R.output(c)
        return c


vm = relax.VirtualMachine(tvm.compile(MM, target="llvm"), tvm.cpu())
a = np.ones((3, 4), "float32")
b = np.ones((6, 5), "float32")  # caller mixed up the projection
c = vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b)).numpy()
print("tvm result shape", c.shape)
ref = a @ b[:4]
assert c.shape == (3, 5) and np.allclose(c, a.sum(1, keepdims=True) * 0 + 6), "matmul result differs from numpy"
