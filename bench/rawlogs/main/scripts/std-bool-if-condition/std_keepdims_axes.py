# cause: std-bool-if-condition
# expect: arr->dtype\.code == kDLInt \|\| arr->dtype\.code == kDLUInt \|\| arr->dtype\.code == kDLBool
import sys

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

print(f"TVM version: {tvm.__version__}")
print("[1/3] constructing module", file=sys.stderr)

@I.ir_module
class Module:
    @R.function
    def main(m: R.Tensor((2, 3), "bool"), x: R.Tensor((6,), "int64")):
        t = R.std(m, axis=[0, 1])
        s = t
        if s:
            r = R.add(x, x)
        else:
            r = R.multiply(x, x)
        return r


mod = Module

print(mod.script())

ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
m_nd = tvm.runtime.tensor(np.ones((2, 3), bool))
x_nd = tvm.runtime.tensor(np.arange(6))
result = vm["main"](m_nd, x_nd)
print(result.numpy())
