# cause: print_format_placeholder_mismatch
# expect: Replacement index 2 out of range
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Dbg:
    @R.function(pure=False)
    def main(x: R.Tensor((3,), "float32")):
        m = R.mean(x)
        R.print(x, m, format="x={} mean={} std={}")
        return m


ex = tvm.compile(Dbg, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
vm["main"](tvm.runtime.tensor(np.arange(3).astype("float32")))
