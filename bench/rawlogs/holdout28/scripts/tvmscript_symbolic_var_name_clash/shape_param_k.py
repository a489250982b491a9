# cause: tvmscript_symbolic_var_name_clash
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
# top-k rows; k comes in as a shape argument
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

print("defining module")


@I.ir_module
class TopK:
    @R.function
    def main(x: R.Tensor(("n", 8), "float32"), k: R.Shape(["k"])):
        n = T.int64()
        k = T.int64()
        with R.dataflow():
            y = R.strided_slice(x, axes=[0], begin=[0], end=[k])
            R.output(y)
        return y


print("compiling")
vm = relax.VirtualMachine(tvm.compile(TopK, target="llvm"), tvm.cpu())
