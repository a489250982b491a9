# cause: legacy_vm_profiler_api
# expect: ImportError: cannot import name 'profiling' from 'tvm\.runtime'
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mlp:
    @R.function
    def main(x: R.Tensor((8, 64), "float32"), w1: R.Tensor((64, 64), "float32"), w2: R.Tensor((64, 8), "float32")):
        with R.dataflow():
            h = R.nn.relu(R.matmul(x, w1))
            y = R.matmul(h, w2)
            R.output(y)
        return y


dev = tvm.cpu()
ex = tvm.compile(Mlp, target="llvm")
vm = relax.VirtualMachine(ex, dev)
print("compiled; collecting per-op timings")

from tvm.runtime import profiling  # noqa: E402

args = [np.ones(s, dtype="float32") for s in [(8, 64), (64, 64), (64, 8)]]
report = profiling.profile_function(vm.module, dev, [profiling.PAPIMetricCollector()])("main")
print(report)
