# cause: where_grad_missing_fit_shape
# expect: AssertionError
# capture: ipython
import numpy as np

np.random.seed(0)
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Thresh:
    @R.function
    def main(x: R.Tensor((5, 6), "float64"), thr: R.Tensor((1, 6), "float64")):
        with R.dataflow():
            keep = R.greater_equal(x, thr)
            y = R.where(keep, x, thr)
            loss = R.sum(y)
            R.output(loss)
        return loss


m = relax.transform.Gradient("main")(Thresh)
m["main_adjoint"].show()
vm = relax.VirtualMachine(tvm.compile(relax.transform.LegalizeOps()(m), "llvm"), tvm.cpu())
x = np.random.rand(5, 6)
thr = np.full((1, 6), 0.5)
_, (gx, gthr) = vm["main_adjoint"](tvm.runtime.tensor(x), tvm.runtime.tensor(thr))
print("gthr shape:", gthr.shape)
assert gthr.shape == thr.shape, f"gradient of thr has shape {gthr.shape}, expected {thr.shape}"
