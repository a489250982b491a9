# cause: vm-input-signature-mismatch
# expect: match_cast error
# capture: stderr
import traceback

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Pair:
    @R.function
    def main(x: R.Tensor(("n", 4), "float32"), y: R.Tensor(("n", 4), "float32")):
        with R.dataflow():
            z = R.add(x, y)
            R.output(z)
        return z


ex = tvm.compile(Pair, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
try:
    fn = vm["forward"]          # name used by the nn.Module exporter
except Exception:
    traceback.print_exc()
    fn = vm["main"]
a = np.ones((2, 4), "float32")
b = np.ones((3, 4), "float32")   # last batch is shorter than the other stream
print(fn(tvm.runtime.tensor(a), tvm.runtime.tensor(b)))
