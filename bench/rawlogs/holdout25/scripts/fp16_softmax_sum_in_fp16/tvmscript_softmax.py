# cause: fp16_softmax_sum_in_fp16
# expect: Mismatched elements
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Probs:
    @R.function
    def main(x: R.Tensor(("n", "v"), "float16")):
        with R.dataflow():
            p = R.nn.softmax(x, axis=1)
            R.output(p)
        return p


vm = relax.VirtualMachine(tvm.compile(Probs, "llvm"), tvm.cpu())
x = np.zeros((1, 4096), "float16")
x[0, :8] = 2.0
p = vm["main"](tvm.runtime.tensor(x)).numpy().astype("float64")
e = np.exp(x.astype("float64") - x.max())
np.testing.assert_allclose(p, e / e.sum(), rtol=2e-2)
