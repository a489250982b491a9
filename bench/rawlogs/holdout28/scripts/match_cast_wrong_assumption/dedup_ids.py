# cause: match_cast_wrong_assumption
# expect: ErrorContext\(match_cast, ty=R.Tensor\(\(n,\)
# capture: combined
# token ids are "already unique" per the data spec, so unique() keeps n
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Dedup:
    @R.function
    def main(ids: R.Tensor(("n",), "int64"), w: R.Tensor(("n",), "float32")):
        n = T.int64()
        with R.dataflow():
            u = R.unique(ids)
            uniq = R.match_cast(u, R.Tensor((n,), "int64"))
            f = R.astype(uniq, "float32")
            y = R.multiply(f, w)
            R.output(y)
        return y


vm = relax.VirtualMachine(tvm.compile(Dedup, target="llvm"), tvm.cpu())
ids = np.array([7, 3, 9, 3, 1], "int64")
print("ids", ids)
print(vm["main"](tvm.runtime.tensor(ids), tvm.runtime.tensor(np.ones(5, "float32"))).numpy())
