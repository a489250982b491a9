# cause: scan-axis-unchecked
# expect: IndexError: Index out of range
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Decay:
    @R.function
    def main(gamma: R.Tensor((), "float32"), x: R.Tensor((8,), "float32")):
        with R.dataflow():
            g = R.cumprod(gamma, axis=-1)
            y = R.multiply(x, g)
            R.output(y)
        return y


import traceback


@I.ir_module
class Warmup:
    @R.function
    def main(x: R.Tensor((8,), "float32")):
        y = R.exp(x)
        return y


wvm = relax.VirtualMachine(tvm.compile(Warmup, target="llvm"), tvm.cpu())
try:
    wvm["main"](tvm.runtime.tensor(np.arange(8)))  # int64 by accident
except Exception:
    traceback.print_exc()
    print("warmup with int input failed, using float32")
print(wvm["main"](tvm.runtime.tensor(np.zeros(8, "float32"))))

Decay.show(black_format=False)
print("building ...")
ex = tvm.compile(Decay, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.array(0.9, "float32")), tvm.runtime.tensor(np.ones(8, "float32"))))
