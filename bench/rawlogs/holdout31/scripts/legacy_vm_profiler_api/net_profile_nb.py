# cause: legacy_vm_profiler_api
# expect: Module has no function 'profile'
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor((4, 16), "float32"), w: R.Tensor((16, 16), "float32")):
        with R.dataflow():
            y = R.nn.gelu(R.matmul(x, w))
            R.output(y)
        return y


dev = tvm.cpu()
ex = tvm.compile(Net, target="llvm")
vm = relax.VirtualMachine(ex, dev)

# %%
x = tvm.runtime.tensor(np.ones((4, 16), dtype="float32"))
w = tvm.runtime.tensor(np.eye(16, dtype="float32"))
vm["main"](x, w).numpy()[0, :4]

# %%
report = vm["profile"]("main", x, w)
print(report.table(sort=True))
