# cause: with-attr-result-discarded
# expect: Module has no function 'forward'
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((8,), "float32")) -> R.Tensor((8,), "float32"):
        y = R.exp(x)
        z = R.multiply(y, R.const(0.5, "float32"))
        return z


mod = Model.clone()
func = mod["main"]
func.with_attr("global_symbol", "forward")     # export under the serving name
del mod["main"]
mod["forward"] = func

ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["forward"](tvm.runtime.tensor(np.zeros(8, "float32"))))
