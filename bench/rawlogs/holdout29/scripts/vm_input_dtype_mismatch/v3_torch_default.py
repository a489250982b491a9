# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype float16 but get float32
# capture: stderr
import numpy as np
import torch
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Half:
    @R.function
    def main(x: R.Tensor((2, 64), "float16")):
        with R.dataflow():
            y = R.nn.silu(x)
            R.output(y)
        return y


ex = tvm.compile(Half, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = torch.randn(2, 64)
y = vm["main"](tvm.runtime.from_dlpack(x))
print(torch.from_dlpack(y))
