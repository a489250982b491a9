# cause: conv2d_grad_ignores_dilation
# expect: AssertionError: input grad shape
# capture: stderr
import numpy as np

np.random.seed(0)
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


# temporal conv net layer: (N, C, 1, T) with a dilated 1x3 kernel, stride 5
@I.ir_module
class TCN:
    @R.function
    def main(x: R.Tensor((4, 6, 1, 17), "float32"), w: R.Tensor((6, 6, 1, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, strides=[1, 5], dilation=[1, 3])
            loss = R.sum(R.tanh(y))
            R.output(loss)
        return loss


mod = relax.transform.LegalizeOps()(relax.transform.Gradient("main")(TCN))
vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
x = np.random.randn(4, 6, 1, 17).astype("float32")
w = np.random.randn(6, 6, 1, 3).astype("float32") * 0.1
loss, (gx, gw) = vm["main_adjoint"](tvm.runtime.tensor(x), tvm.runtime.tensor(w))
print("loss:", loss.numpy())
assert gw.shape == w.shape, f"weight grad shape {gw.shape}"
assert gx.shape == x.shape, f"input grad shape {gx.shape} does not match input {x.shape}"
