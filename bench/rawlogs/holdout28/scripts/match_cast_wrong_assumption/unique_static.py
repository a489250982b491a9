# cause: match_cast_wrong_assumption
# expect: mismatch to specified constant
# capture: stderr
# de-duplicated labels: assume there are always 4 classes present
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Classes:
    @R.function
    def main(labels: R.Tensor(("n",), "int64")):
        with R.dataflow():
            u = R.unique(labels)
            u4 = R.match_cast(u, R.Tensor((4,), "int64"))
            oh = R.one_hot(u4, R.prim_value(T.float32(1)), R.prim_value(T.float32(0)), 4)
            R.output(oh)
        return oh


vm = relax.VirtualMachine(tvm.compile(Classes, target="llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.array([3, 1, 0, 2, 2, 1], "int64"))).numpy())
print(vm["main"](tvm.runtime.tensor(np.array([3, 1, 1, 3], "int64"))).numpy())
