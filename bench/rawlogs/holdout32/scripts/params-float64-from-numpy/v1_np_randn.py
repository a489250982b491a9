# cause: params-float64-from-numpy
# expect: TypeError: Mismatched w.dtype on argument #1 when calling
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((1, 4), "float32"), w: R.Tensor((4, 2), "float32")) -> R.Tensor((1, 2), "float32"):
        R.func_attr({"num_input": 1})
        return R.matmul(x, w)


params = {"w": tvm.runtime.tensor(np.random.randn(4, 2))}
tvm.runtime.save_param_dict_to_file(params, "model.params")

ex = tvm.compile(Model, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
loaded = tvm.runtime.load_param_dict_from_file("model.params")
x = tvm.runtime.tensor(np.ones((1, 4), "float32"))
print(vm["main"](x, loaded["w"]).numpy())
