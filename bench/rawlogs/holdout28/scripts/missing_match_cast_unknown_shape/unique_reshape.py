# cause: missing_match_cast_unknown_shape
# expect: Reshape expects the input tensor to have known shape when there is some dimension length to infer
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Vocab:
    @R.function
    def main(tokens: R.Tensor(("n",), "int64")):
        with R.dataflow():
            u = R.unique(tokens)
            grid = R.reshape(u, (2, -1))
            R.output(grid)
        return grid


vm = relax.VirtualMachine(tvm.compile(Vocab, target="llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.array([4, 4, 1, 2, 3, 8], "int64"))).numpy())
