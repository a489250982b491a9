# cause: unbound_symbolic_var
# expect: Program is not well-formed
# capture: combined
# env: TVM_BACKTRACE=1
# audio frames processed as pairs; assumes the length is even
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Pairs:
    @R.function
    def main(x: R.Tensor(("n",), "float32")):
        n = T.int64()
        h = T.int64()
        with R.dataflow():
            pairs = R.match_cast(x, R.Tensor((h * 2,), "float32"))
            y = R.reshape(pairs, R.shape([h, 2]))
            z = R.sum(y, axis=[1])
            R.output(z)
        return z


vm = relax.VirtualMachine(tvm.compile(Pairs, target="llvm"), tvm.cpu())
for n in (8, 10, 11):
    print("n =", n)
    print(vm["main"](tvm.runtime.tensor(np.arange(n, dtype="float32"))).numpy())
