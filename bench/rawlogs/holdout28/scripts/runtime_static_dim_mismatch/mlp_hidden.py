# cause: runtime_static_dim_mismatch
# expect: mismatch to specified constant
# capture: combined
"""Dynamic-batch MLP: batch is symbolic, feature dim is fixed at 16."""
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class MLP:
    @R.function
    def main(x: R.Tensor(("batch", 16), "float32"), w: R.Tensor((16, 32), "float32"), b: R.Tensor((32,), "float32")):
        with R.dataflow():
            h = R.matmul(x, w)
            h = R.add(h, b)
            y = R.nn.relu(h)
            R.output(y)
        return y


ex = tvm.compile(MLP, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
rng = np.random.default_rng(0)
w = tvm.runtime.tensor(rng.standard_normal((16, 32)).astype("float32"))
b = tvm.runtime.tensor(np.zeros(32, "float32"))
for batch in (1, 4, 7):
    x = rng.standard_normal((batch, 16)).astype("float32")
    out = vm["main"](tvm.runtime.tensor(x), w, b)
    print("batch", batch, "->", out.numpy().shape)
# the new feature extractor produces 24 features
x = rng.standard_normal((8, 24)).astype("float32")
out = vm["main"](tvm.runtime.tensor(x), w, b)
print(out.numpy().shape)
