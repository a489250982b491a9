# cause: shape_param_given_sequence
# expect: param=target, annotation=R\.Shape\(\[m, n\]\)\)  expect a Shape but get ffi\.Tensor
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T


@I.ir_module
class Bcast:
    @R.function
    def expand_bias(bias: R.Tensor(("n",), "float32"), target: R.Shape(["m", "n"])):
        m = T.int64()
        n = T.int64()
        with R.dataflow():
            y = R.broadcast_to(bias, R.shape([m, n]))
            R.output(y)
        return y


ex = tvm.compile(Bcast, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# %%
bias = np.array([0.1, 0.2, 0.3], dtype="float32")
activations = np.random.rand(4, 3).astype("float32")
target = np.array(activations.shape)
target

# %%
out = vm["expand_bias"](bias, target)
out.numpy()
