# cause: pool_grad_dilation_not_legalized
# expect: avg_pool2d_backward
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class Smooth:
    @R.function
    def main(x: R.Tensor((1, 1, 8, 8), "float32")):
        with R.dataflow():
            s = R.nn.avg_pool2d(x, pool_size=[2, 2], strides=[1, 1], dilation=[3, 3], padding=[1, 1, 1, 1])
            loss = R.sum(s)
            R.output(loss)
        return loss

# %%
grad_mod = relax.transform.Gradient("main")(Smooth)
grad_mod = relax.transform.LegalizeOps()(grad_mod)
print(grad_mod["main_adjoint"])

# %%
ex = tvm.compile(grad_mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
_, (g,) = vm["main_adjoint"](tvm.runtime.tensor(np.ones((1, 1, 8, 8), "float32")))
g.numpy()
