# cause: tile_negative_repeats_alloc
# expect: bad_alloc
# capture: combined
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
    def main(x: R.Tensor((3,), "int32")):
        with R.dataflow():
            y = R.tile(x, [-2])
            R.output(y)
        return y

M.show()
compile_and_run(M, np.arange(3, dtype="int32"))
