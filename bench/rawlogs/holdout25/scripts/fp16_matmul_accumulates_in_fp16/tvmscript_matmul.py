# cause: fp16_matmul_accumulates_in_fp16
# expect: Max relative difference
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Proj:
    @R.function
    def main(x: R.Tensor((1, "n", 3072), "float16"), w: R.Tensor((3072, 256), "float16")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


ex = tvm.compile(Proj, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.ones((1, 5, 3072), "float16")
w = np.ones((3072, 256), "float16")
y = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)).numpy()
print(y[0, 0, :4])
np.testing.assert_allclose(y.astype("float32"), np.full((1, 5, 256), 3072.0, "float32"), rtol=1e-3)
