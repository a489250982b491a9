# cause: runtime_float64_input
# expect: ErrorContext\(fn=main, loc=param\[1\], param=bias
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import torch
import tvm
from tvm import relax, tirx
from tvm.script import relax as R

n = tirx.Var("n", "int64")
x = relax.Var("x", R.Tensor((n, 16), "float32"))
bias = relax.Var("bias", R.Tensor((16,), "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x, bias]):
    with bb.dataflow():
        y = bb.emit(relax.op.add(x, bias))
        y = bb.emit_output(relax.op.tanh(y))
    bb.emit_func_output(y)
mod = bb.get()
mod.show()
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
torch.manual_seed(0)
xt = torch.randn(5, 16)
bt = torch.zeros(16, dtype=torch.float64)  # accumulated stats kept in double
print("x", xt.dtype, "bias", bt.dtype)
out = vm["main"](tvm.runtime.tensor(xt.numpy()), tvm.runtime.tensor(bt.numpy()))
print(out.numpy())
