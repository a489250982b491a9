# cause: prim_param_wrong_value
# expect: param=lo, annotation=T\.float32\) , expected dtype float32, but received ObjectRef of type ffi\.Tensor
# env: TVM_BACKTRACE=1
import torch
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Clamp:
    @R.function
    def clamp(x: R.Tensor((3, 4), "float32"), lo: R.Prim("float32"), hi: R.Prim("float32")):
        with R.dataflow():
            y = R.clip(x, lo, hi)
            R.output(y)
        return y


ex = tvm.compile(Clamp, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

x = torch.randn(3, 4, generator=torch.Generator().manual_seed(0))
lo, hi = x.quantile(torch.tensor([0.1, 0.9]))
y = vm["clamp"](x, lo, hi)
print(torch.from_dlpack(y))
