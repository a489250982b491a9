# cause: take-fast-mode-oob-segfault
# expect: Segfault encountered|Segmentation fault
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Lookup:
    @R.function
    def main(emb: R.Tensor((50, 8), "float32"), tok: R.Tensor((2, 3), "int32")):
        with R.dataflow():
            h = R.take(emb, tok, axis=0, mode="fast")
            R.output(h)
        return h

ex = tvm.compile(Lookup, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
tok = np.array([[1, 2, 3], [4, -2000000000, 6]], "int32")
print("running lookup")
res = vm["main"](tvm.runtime.tensor(np.ones((50, 8), "float32")), tvm.runtime.tensor(tok))
print(res.numpy())
