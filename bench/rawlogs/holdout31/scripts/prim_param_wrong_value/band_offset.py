# cause: prim_param_wrong_value
# expect: TypeError: Cannot convert from type `float` to `int`
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Banded:
    @R.function
    def band(x: R.Tensor((6, 6), "float32"), k: R.Prim("int64")):
        with R.dataflow():
            upper = R.eye_like(x, k)
            y = R.multiply(x, upper)
            R.output(y)
        return y


ex = tvm.compile(Banded, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

window = 4
x = np.ones((6, 6), dtype="float32")
offset = window / 2
print("using diagonal offset", offset)
y = vm["band"](x, offset)
print(y.numpy())
