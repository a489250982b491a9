# cause: noncontiguous_input
# expect: Mismatched \w+\.strides on argument #1 when calling:(.|\n)*expected to be compact array
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Dense:
    @R.function
    def main(x: R.Tensor((4, 16), "float32"), w: R.Tensor((16, 8), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


ex = tvm.compile(Dense, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# checkpoint stores the weight as (out_features, in_features), like torch.nn.Linear
w_out_in = np.random.default_rng(0).standard_normal((8, 16)).astype("float32")
x = np.ones((4, 16), dtype="float32")
y = vm["main"](x, w_out_in.T)
print(y.numpy()[0])
