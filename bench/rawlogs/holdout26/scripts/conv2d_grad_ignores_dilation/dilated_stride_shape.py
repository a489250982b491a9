# cause: conv2d_grad_ignores_dilation
# expect: operands could not be broadcast together
# capture: combined
import numpy as np

np.random.seed(0)
import torch
import tvm
from tvm import relax

N, C, H = 1, 2, 13
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((N, C, H, H), "float32"))
w = relax.Var("w", relax.TensorType((4, C, 3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d(x, w, strides=4, dilation=2))
        l = bb.emit_output(relax.op.sum(y))
    bb.emit_func_output(l)
mod = relax.transform.Gradient("main")(bb.get())
print(mod["main_adjoint"])
vm = relax.VirtualMachine(tvm.compile(relax.transform.LegalizeOps()(mod), "llvm"), tvm.cpu())
xn = np.random.rand(N, C, H, H).astype("float32")
wn = np.random.rand(4, C, 3, 3).astype("float32")
_, (gx, gw) = vm["main_adjoint"](tvm.runtime.tensor(xn), tvm.runtime.tensor(wn))
tx = torch.tensor(xn, requires_grad=True)
tw = torch.tensor(wn, requires_grad=True)
torch.nn.functional.conv2d(tx, tw, stride=4, dilation=2).sum().backward()
print("max |dw - torch| =", np.abs(gw.numpy() - tw.grad.numpy()).max())
print("max |dx - torch| =", np.abs(gx.numpy() - tx.grad.numpy()).max())
