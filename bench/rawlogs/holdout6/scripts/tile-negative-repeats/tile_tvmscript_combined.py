# cause: tile-negative-repeats
# expect: std::bad_alloc
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Rep:
    @R.function
    def main(x: R.Tensor((2, 2), "float32")):
        with R.dataflow():
            y = R.tile(x, repeats=[-3, 1])
            R.output(y)
        return y


print("output type:", Rep["main"].ret_ty)
ex = tvm.compile(Rep, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
vm["main"](tvm.runtime.tensor(np.eye(2, dtype="float32")))
