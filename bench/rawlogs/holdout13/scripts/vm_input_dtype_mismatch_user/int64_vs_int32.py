# cause: vm_input_dtype_mismatch_user
# expect: expect Tensor with dtype
# capture: combined
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
    def main(ids: R.Tensor((2, 3), "int64"), w: R.Tensor((10, 4), "float32")):
        with R.dataflow():
            y = R.take(w, ids, axis=0)
            R.output(y)
        return y

compile_and_run(M, np.zeros((2, 3), "int32"), np.ones((10, 4), "float32"))
