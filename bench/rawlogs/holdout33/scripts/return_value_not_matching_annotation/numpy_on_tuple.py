# cause: return_value_not_matching_annotation
# expect: AttributeError: .*numpy
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Enc:
    @R.function
    def main(x: R.Tensor((2, 4), "float32")) -> R.Tensor((2, 4), "float32"):
        h = R.nn.relu(x)
        res = (h, x)
        return res


ex = tvm.compile(Enc, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(np.ones((2, 4), "float32")))
print(out.numpy().sum())
