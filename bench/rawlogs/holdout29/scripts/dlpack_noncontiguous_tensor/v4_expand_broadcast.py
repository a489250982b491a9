# cause: dlpack_noncontiguous_tensor
# expect: FromDLPack: Tensor is not contiguous
# capture: stderr
# post: truncate=0.5
import torch
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class AddBias:
    @R.function
    def main(x: R.Tensor((32, 16), "float32"), b: R.Tensor((32, 16), "float32")):
        with R.dataflow():
            y = R.add(x, b)
            R.output(y)
        return y


ex = tvm.compile(AddBias, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = torch.zeros(32, 16)
bias = torch.arange(16, dtype=torch.float32).expand(32, 16)
args = [tvm.runtime.from_dlpack(t) for t in (x, bias)]
print(vm["main"](*args))
