# cause: index_put_values_not_broadcast
# expect: AssertionError|Mismatched elements
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

# %%
@tvm.script.ir_module
class Put:
    @R.function
    def main(x: R.Tensor((2, 5), "float32"), r: R.Tensor((5,), "int64"), c: R.Tensor((5,), "int64"), v: R.Tensor((1,), "float32")):
        with R.dataflow():
            y = R.index_put(x, (r, c), v)
            R.output(y)
        return y

vm = relax.VirtualMachine(tvm.compile(Put, target="llvm"), tvm.cpu())
# %%
x = np.full((2, 5), -1.0, dtype="float32")
r = np.array([1, 1, 1, 1, 1], dtype="int64")
c = np.arange(5, dtype="int64")
v = np.array([3.0] * 1, dtype="float32")
got = vm["main"](*[tvm.runtime.tensor(a) for a in (x, r, c, v)]).numpy()
got
# %%
ref = x.copy(); ref[r, c] = v
np.testing.assert_array_equal(got, ref)
