# cause: where_dtype_mismatch
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Clip:
    @R.function
    def main(x: R.Tensor((4,), "float32"), fallback: R.Tensor((4,), "int64")):
        with R.dataflow():
            c = R.greater(x, R.const(0.0, "float32"))
            y = R.where(c, x, fallback)
            R.output(y)
        return y

vm = relax.VirtualMachine(tvm.compile(Clip, target="llvm"), tvm.cpu())
x = np.array([-1.0, 2.0, -3.0, 4.0], dtype="float32")
f = np.zeros(4, dtype="int64")
print(vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(f)))
