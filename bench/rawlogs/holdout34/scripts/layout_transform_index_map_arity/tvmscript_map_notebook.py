# cause: layout_transform_index_map_arity
# expect: number of dimensions in input must match|ValueError
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

# %%
@tvm.script.ir_module
class Pack:
    @R.function
    def main(x: R.Tensor((6, 4), "float32")):
        with R.dataflow():
            y = R.layout_transform(x, index_map=lambda i: (i // 2, i % 2))
            R.output(y)
        return y
# %%
vm = relax.VirtualMachine(tvm.compile(Pack, target="llvm"), tvm.cpu())
vm["main"](tvm.runtime.tensor(np.ones((6, 4), "float32"))).numpy().shape
