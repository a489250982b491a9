# cause: tvmscript_diagnostic_swallowed
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I

def compile_and_run(mod, *arrays, target="llvm"):
    ex = tvm.compile(mod, target=target)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays])

import traceback
try:
    cfg = {"opt_level": 3}
    cfg["target_host"]
except KeyError:
    traceback.print_exc()
    print("warning: no target_host in config, using default", flush=True)


@I.ir_module
class M:
    @R.function
    def main(x: R.Tensor((3, 3), "float32")):
        with R.dataflow():
            y = R.nn.swish(x)
            R.output(y)
        return y

compile_and_run(M, np.eye(3, dtype="float32"))
