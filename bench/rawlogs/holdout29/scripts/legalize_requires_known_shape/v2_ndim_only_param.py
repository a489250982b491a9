# cause: legalize_requires_known_shape
# expect: CodeGenVM cannot emit this Relax operator directly.*\n.*\nR\.matmul
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Proj:
    @R.function
    def main(x: R.Tensor(dtype="float32", ndim=2), w: R.Tensor((64, 16), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


Proj.show()
ex = tvm.compile(Proj, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
for batch in (1, 4):
    x = np.ones((batch, 64), "float32")
    print(batch, vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(np.ones((64, 16), "float32"))).numpy().shape)
