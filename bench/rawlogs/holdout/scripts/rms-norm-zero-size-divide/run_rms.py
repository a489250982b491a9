# cause: rms-norm-zero-size-divide
# expect: rms_norm[\s\S]*Divide by zero
import traceback

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Good:
    @R.function
    def main(x: R.Tensor((3, 4, 8), "float32"), w: R.Tensor((4, 8), "float32")):
        with R.dataflow():
            y = R.nn.rms_norm(x, w, axes=[-2, -1], epsilon=1e-6)
            R.output(y)
        return y


@I.ir_module
class Empty:
    @R.function
    def main(x: R.Tensor((3, 0, 8), "float32"), w: R.Tensor((0, 8), "float32")):
        with R.dataflow():
            y = R.nn.rms_norm(x, w, axes=[-2, -1], epsilon=1e-6)
            R.output(y)
        return y


vm = relax.VirtualMachine(relax.build(Good, target="llvm"), tvm.cpu())
try:
    # wrong layout on purpose first (batch-major vs. feature-major)
    vm["main"](tvm.runtime.tensor(np.ones((4, 3, 8), "float32")), tvm.runtime.tensor(np.ones((4, 8), "float32")))
except Exception:
    traceback.print_exc()
print(vm["main"](tvm.runtime.tensor(np.ones((3, 4, 8), "float32")), tvm.runtime.tensor(np.ones((4, 8), "float32"))).numpy().sum())

vm2 = relax.VirtualMachine(relax.build(Empty, target="llvm"), tvm.cpu())
