# cause: reshape_symbolic_numel_unchecked
# expect: AssertionError: patchify output differs from numpy
# capture: combined
# split a token sequence into patches of 4: reshape (n, 8) -> (n // 4, 32)
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Patch:
    @R.function
    def main(x: R.Tensor(("n", 8), "float32")):
        n = T.int64()
        with R.dataflow():
            y = R.reshape(x, R.shape([n // 4, 32]))
            R.output(y)
        return y


vm = relax.VirtualMachine(tvm.compile(Patch, target="llvm"), tvm.cpu())
for n in (8, 12, 14):
    x = np.arange(n * 8, dtype="float32").reshape(n, 8)
    got = vm["main"](tvm.runtime.tensor(x)).numpy()
    print(f"n={n}: got {got.shape}, sum {got.sum():.0f} vs input sum {x.sum():.0f}")
    assert got.size == x.size, "patchify output differs from numpy"
