# cause: renamed-func-stale-global-symbol
# expect: AttributeError: Module has no function 'forward'
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Model:
    @T.prim_func
    def add_one(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
        for i in range(4):
            B[i] = A[i] + T.float32(1)

    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        cls = Model
        y = R.call_tir(cls.add_one, (x,), R.Tensor((4,), "float32"))
        z = R.add(y, x)
        return z


# the serving side expects the entry point to be called "forward"
mod = Model.clone()
func = mod["main"]
del mod["main"]
mod["forward"] = func
print([gv.name_hint for gv in mod.get_global_vars()])

ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["forward"](tvm.runtime.tensor(np.arange(4, dtype="float32")))
print(out.numpy())
