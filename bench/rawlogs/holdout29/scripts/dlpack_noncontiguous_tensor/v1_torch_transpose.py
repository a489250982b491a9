# cause: dlpack_noncontiguous_tensor
# expect: FromDLPack: Tensor is not contiguous
# capture: stderr
import torch
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Lin:
    @R.function
    def main(x: R.Tensor((4, 8), "float32"), w: R.Tensor((8, 8), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


ex = tvm.compile(Lin, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
layer = torch.nn.Linear(8, 8, bias=False)
x = torch.randn(4, 8)
w_t = layer.weight.detach().t()          # (in, out) view
y = vm["main"](tvm.runtime.from_dlpack(x), tvm.runtime.from_dlpack(w_t))
print(torch.from_dlpack(y))
