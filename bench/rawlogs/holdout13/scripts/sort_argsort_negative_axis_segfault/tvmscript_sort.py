# cause: sort_argsort_negative_axis_segfault
# expect: Segfault encountered
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I

def compile_and_run(mod, *arrays, target="llvm"):
    ex = tvm.compile(mod, target=target)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays])


@I.ir_module
class M:
    @R.function
    def main(x: R.Tensor((10,), "float32")):
        with R.dataflow():
            y = R.sort(x, axis=-2)
            R.output(y)
        return y

compile_and_run(M, np.arange(10, dtype="float32")[::-1].copy())
