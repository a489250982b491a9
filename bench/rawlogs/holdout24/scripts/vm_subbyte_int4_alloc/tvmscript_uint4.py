# cause: vm_subbyte_int4_alloc
# expect: dtype\.bits % 8 == 0 \(4 vs\. 0\)
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Uint4Act:
    @R.function
    def main(x: R.Tensor((2, 16), "float32")) -> R.Tensor((2, 16), "float32"):
        with R.dataflow():
            s = R.const(0.05, "float32")
            q = R.clip(R.round(R.divide(x, s)) + R.const(8.0, "float32"), 0, 15)
            q4 = R.astype(q, "uint4")
            back = R.multiply(R.subtract(R.astype(q4, "float32"), R.const(8.0, "float32")), s)
            R.output(back)
        return back


print("building uint4 activation fake-quant ...")
ex = tvm.compile(Uint4Act, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.linspace(-0.4, 0.35, 32, dtype="float32").reshape(2, 16)
out = vm["main"](tvm.runtime.tensor(x)).numpy()
print("max err", np.abs(out - x).max())
