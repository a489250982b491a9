# cause: std-bool-if-condition
# expect: arr->dtype\.code == kDLInt \|\| arr->dtype\.code == kDLUInt \|\| arr->dtype\.code == kDLBool
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

print(f"TVM version: {tvm.__version__}")

@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((), "float32"), b: R.Tensor((), "float32"), x: R.Tensor((4,), "float32")):
        g = R.greater(a, b)
        s = R.std(g)
        if s:
            r = R.tanh(x)
        else:
            r = R.negative(x)
        return r


mod = Module

ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a_nd = tvm.runtime.tensor(np.array(2.0, 'float32'))
b_nd = tvm.runtime.tensor(np.array(1.0, 'float32'))
x_nd = tvm.runtime.tensor(np.ones(4, 'float32'))
result = vm["main"](a_nd, b_nd, x_nd)
print(result.numpy())
