# cause: contrib-sort-dtype
# expect: Unsupported input dtype: uint8
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Rank:
    @R.function
    def main(pix: R.Tensor((64,), "uint8")) -> R.Tensor((64,), "int64"):
        with R.dataflow():
            order = R.argsort(pix, axis=0, descending=False, dtype="int64")
            R.output(order)
        return order


import traceback

CACHE = "rank_llvm.so"
try:
    ex = tvm.runtime.load_module(CACHE)
    print("loaded cached library", CACHE)
except Exception:
    traceback.print_exc()
    print("no cached library, compiling")
    ex = tvm.compile(Rank, target="llvm")
    print("compiled OK")
vm = relax.VirtualMachine(ex, tvm.cpu())
pix = (np.arange(64, dtype="uint8") * 37) % 251
order = vm["main"](tvm.runtime.tensor(pix.astype("uint8")))
print(order.numpy()[:8])
