# cause: vm_profiler_removed
# expect: cannot import name 'profiling' from 'tvm.runtime'
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor((64, 64), "float32")):
        with R.dataflow():
            y = R.nn.softmax(R.add(x, x), axis=-1)
            R.output(y)
        return y


ex = tvm.compile(Net, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print("compiled; collecting per-op timings")
from tvm.runtime import profiling  # noqa: E402

report = profiling.Report.from_json(vm.module["profile"](tvm.runtime.tensor(np.ones((64, 64), "float32"))))
print(report.table())
