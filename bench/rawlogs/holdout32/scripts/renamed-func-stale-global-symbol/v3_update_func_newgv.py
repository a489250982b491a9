# cause: renamed-func-stale-global-symbol
# expect: Module has no function 'predict'
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Classifier:
    @R.function
    def main(x: R.Tensor((3, 10), "float32")) -> R.Tensor((3, 10), "float32"):
        with R.dataflow():
            p = R.nn.softmax(x, axis=-1)
            R.output(p)
        return p


mod = Classifier.clone()
old_gv = mod.get_global_var("main")
new_gv = tvm.ir.GlobalVar("predict")
func = mod[old_gv]
mod.update_func(new_gv, func)       # add under the new name
mod = tvm.IRModule({gv: f for gv, f in mod.functions.items() if gv.name_hint != "main"})
print(mod)

ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.randn(3, 10).astype("float32")
print(vm["predict"](tvm.runtime.tensor(x)).numpy().sum(axis=-1))
