# cause: runtime_symbolic_dim_inconsistent
# expect: Check failed: input_shape\[i\] == heap_data\[reg\] \(5 vs. 6\)
# capture: stderr
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Weighted:
    @R.function
    def main(feat: R.Tensor(("n", "d"), "float32"), weight: R.Tensor(("n",), "float32")):
        n = T.int64()
        d = T.int64()
        with R.dataflow():
            w2 = R.expand_dims(weight, axis=[1])
            y = R.multiply(feat, w2)
            s = R.sum(y, axis=[0])
            R.output(s)
        return s


ex = tvm.compile(Weighted, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
feat = np.random.default_rng(3).random((6, 10), dtype="float32")
weights = np.linspace(0, 1, 5, dtype="float32")
print(vm["main"](tvm.runtime.tensor(feat), tvm.runtime.tensor(weights)).numpy())
