# cause: cpu_sort_extern_dtype_unsupported
# expect: Unsupported input dtype: u?int(8|16)
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

def build_and_run(mod, *arrays, fn="main"):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm[fn](*[tvm.runtime.tensor(a) for a in arrays])

@I.ir_module
class Rank:
    @R.function
    def main(px: R.Tensor((1, 32), "uint8")):
        with R.dataflow():
            o = R.argsort(px, axis=-1, descending=True, dtype="int64")
            R.output(o)
        return o

img = (np.arange(32) * 7 % 256).astype("uint8").reshape(1, 32)
print("ranking", img.shape)
print(build_and_run(Rank, img))
