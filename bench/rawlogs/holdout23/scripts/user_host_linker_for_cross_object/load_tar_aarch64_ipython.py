# cause: user_host_linker_for_cross_object
# expect: error adding symbols: file in wrong format
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Scale:
    @R.function
    def main(x: R.Tensor((16,), "float32")):
        with R.dataflow():
            y = R.multiply(x, R.const(2.0, "float32"))
            R.output(y)
        return y


ex = tvm.compile(Scale, target=tvm.target.Target({"kind": "llvm", "mtriple": "aarch64-linux-gnu"}))
ex.export_library("scale_aarch64.tar")   # tar: no linker needed, link on the board

# quick sanity check on the workstation before shipping the tarball
lib = tvm.runtime.load_module("scale_aarch64.tar")
vm = relax.VirtualMachine(lib, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.arange(16, dtype="float32"))))
