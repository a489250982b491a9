# cause: unknown_function_name
# expect: Module has no function 'transform_params'
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Linear:
    @R.function
    def main(x: R.Tensor((2, 4), "float32"), w: R.Tensor((3, 4), "float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            wt = R.permute_dims(w, [1, 0])
            y = R.matmul(x, wt)
            R.output(y)
        return y


mod = relax.transform.LiftTransformParams()(Linear)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# %%
w = np.arange(12, dtype="float32").reshape(3, 4)
x = np.ones((2, 4), dtype="float32")

# %%
packed = vm["transform_params"]([w])
y = vm["main"](x, *packed)
y.numpy()
