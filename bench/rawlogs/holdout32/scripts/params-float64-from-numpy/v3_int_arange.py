# cause: params-float64-from-numpy
# expect: expect Tensor with dtype float32 but get (float64|int64)
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 4), "float32"), scale: R.Tensor((4,), "float32")) -> R.Tensor((2, 4), "float32"):
        return R.multiply(x, scale)

ex = tvm.compile(Model, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# %%
params = {"scale": tvm.runtime.tensor(np.array([1.0, 0.5, 0.25, 0.125]) * 2)}
blob = tvm.runtime.save_param_dict(params)
scale = tvm.runtime.load_param_dict(blob)["scale"]

# %%
x = tvm.runtime.tensor(np.ones((2, 4), "float32"))
print(vm["main"](x, scale).numpy())
