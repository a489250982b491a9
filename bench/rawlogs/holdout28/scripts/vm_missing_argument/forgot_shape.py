# cause: vm_missing_argument
# expect: Invoking function main expects 2 arguments \(x, kshape\), but 1 arguments were provided
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class TopRows:
    @R.function
    def main(x: R.Tensor(("n", 8), "float32"), kshape: R.Shape(["kk"])):
        n = T.int64()
        kk = T.int64()
        with R.dataflow():
            y = R.strided_slice(x, axes=[0], begin=[0], end=[kk])
            R.output(y)
        return y


vm = relax.VirtualMachine(tvm.compile(TopRows, target="llvm"), tvm.cpu())
x = np.arange(48, dtype="float32").reshape(6, 8)
print(vm["main"](tvm.runtime.tensor(x), tvm.runtime.ShapeTuple([3])).numpy())
# later, in the eval loop
print(vm["main"](tvm.runtime.tensor(x)).numpy())
