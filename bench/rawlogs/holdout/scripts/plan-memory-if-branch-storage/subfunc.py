# cause: plan-memory-if-branch-storage
# expect: Segfault encountered[\s\S]*AllocTensor
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Net:
    @R.function
    def act(x: R.Tensor((1, 32), "float32"), gelu: R.Tensor((), "bool")) -> R.Tensor((1, 32), "float32"):
        if gelu:
            g = R.nn.gelu(x)
            h = R.multiply(g, x)
            o: R.Tensor((1, 32), "float32") = h
        else:
            s = R.nn.silu(x)
            t = R.multiply(s, x)
            o: R.Tensor((1, 32), "float32") = t
        return o

    @R.function
    def main(x: R.Tensor((1, 32), "float32"), w: R.Tensor((32, 32), "float32"), gelu: R.Tensor((), "bool")):
        cls = Net
        h = R.matmul(x, w)
        y = cls.act(h, gelu)
        return y


ex = tvm.compile(Net, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = tvm.runtime.tensor(np.ones((1, 32), "float32"))
w = tvm.runtime.tensor(np.eye(32, dtype="float32"))
for g in (True, False):
    print("gelu" if g else "silu", vm["main"](x, w, tvm.runtime.tensor(np.array(g))).numpy()[0, :4])
