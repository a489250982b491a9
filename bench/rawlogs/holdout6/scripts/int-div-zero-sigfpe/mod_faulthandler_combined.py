# cause: int-div-zero-sigfpe
# expect: Fatal Python error: Floating point exception
# capture: combined
import faulthandler
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

faulthandler.enable()


@I.ir_module
class Bucket:
    @R.function
    def main(h: R.Tensor((8,), "int64"), n: R.Tensor((8,), "int64")):
        with R.dataflow():
            y = R.mod(h, n)
            R.output(y)
        return y


ex = tvm.compile(Bucket, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print("hashing", flush=True)
vm["main"](tvm.runtime.tensor(np.arange(8, dtype="int64")), tvm.runtime.tensor(np.zeros(8, "int64")))
