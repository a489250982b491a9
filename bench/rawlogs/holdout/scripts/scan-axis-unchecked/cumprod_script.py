# cause: scan-axis-unchecked
# expect: cumprod[\s\S]*IndexError: Index out of range\. size: 0, got index 0
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Decay:
    @R.function
    def main(rate: R.Tensor((), "int32"), steps: R.Tensor((6,), "int32")) -> R.Tensor((6,), "int32"):
        with R.dataflow():
            r = R.cumprod(rate, axis=0)
            out = R.multiply(steps, r)
            R.output(out)
        return out


print(Decay.script(show_meta=False))
print("-" * 40)
ex = tvm.compile(Decay, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](np.array(3, "int32"), np.arange(6, dtype="int32")))
