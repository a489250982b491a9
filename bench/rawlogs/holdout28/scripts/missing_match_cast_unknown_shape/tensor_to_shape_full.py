# cause: missing_match_cast_unknown_shape
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: notebook
# build a zero tensor from a runtime shape tensor and add it to the input
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Zeros:
    @R.function
    def main(x: R.Tensor(("a", "b"), "float32"), shp: R.Tensor((2,), "int64")):
        s = R.tensor_to_shape(shp)
        z = R.zeros(s, "float32")
        y = R.add(x, z)
        return y


# %%
print("building")
ex = tvm.compile(Zeros, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
