# cause: reshape_symbolic_numel_unchecked
# expect: AssertionError: window sums do not match numpy
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Windows:
    @R.function
    def main(x: R.Tensor(("n",), "float32"), w: R.Shape(["win"])):
        n = T.int64()
        win = T.int64()
        with R.dataflow():
            y = R.reshape(x, R.shape([n // win, win]))
            s = R.sum(y, axis=[1])
            R.output(s)
        return s


vm = relax.VirtualMachine(tvm.compile(Windows, target="llvm"), tvm.cpu())
x = np.arange(30, dtype="float32")
got = vm["main"](tvm.runtime.tensor(x), tvm.runtime.ShapeTuple([7])).numpy()
ref = np.array([x[i:i + 7].sum() for i in range(0, 30, 7)], "float32")
print("got", got.shape, "ref", ref.shape)
assert got.shape == ref.shape and np.allclose(got, ref), "window sums do not match numpy"
