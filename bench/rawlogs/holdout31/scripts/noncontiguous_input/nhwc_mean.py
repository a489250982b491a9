# cause: noncontiguous_input
# expect: FromDLPack: Tensor is not contiguous
# capture: combined
import torch
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Nhwc:
    @R.function
    def main(x: R.Tensor((1, 8, 8, 3), "float32")):
        with R.dataflow():
            y = R.mean(x, axis=[1, 2])
            R.output(y)
        return y


ex = tvm.compile(Nhwc, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

nchw = torch.rand(1, 3, 8, 8, generator=torch.Generator().manual_seed(0))
nhwc = nchw.permute(0, 2, 3, 1)
x = tvm.runtime.from_dlpack(nhwc)
print(torch.from_dlpack(vm["main"](x)))
