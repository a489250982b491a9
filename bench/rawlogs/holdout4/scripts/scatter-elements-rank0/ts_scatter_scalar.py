# cause: scatter-elements-rank0
# expect: IndexError
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Update:
    @R.function
    def main(state: R.Tensor((), "float32"), idx: R.Tensor((), "int64"), val: R.Tensor((), "float32")):
        with R.dataflow():
            s = R.scatter_elements(state, idx, val, axis=0, reduction="update")
            R.output(s)
        return s


print("compiling Update ...", flush=True)
ex = tvm.compile(Update, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](*[tvm.runtime.tensor(a) for a in (np.array(0, "float32"), np.array(0, "int64"), np.array(7, "float32"))]))
