# cause: fp16_reduction_accumulates_in_fp16
# expect: AssertionError
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class MeanPool:
    @R.function
    def main(h: R.Tensor(("b", "s", 16), "float16")):
        with R.dataflow():
            pooled = R.mean(h, axis=[1])
            R.output(pooled)
        return pooled


ex = tvm.compile(MeanPool, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
rng = np.random.default_rng(0)
h = (rng.random((2, 8192, 16)) + 1.0).astype("float16")
got = vm["main"](tvm.runtime.tensor(h)).numpy().astype("float32")
ref = h.astype("float32").mean(axis=1)
print("max abs err:", np.abs(got - ref).max())
np.testing.assert_allclose(got, ref, rtol=5e-3)
