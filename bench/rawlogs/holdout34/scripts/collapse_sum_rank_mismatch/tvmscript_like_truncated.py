# cause: collapse_sum_rank_mismatch
# expect: Invalid collapse
# env: TVM_BACKTRACE=1
# post: truncate=0.5
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Grad:
    @R.function
    def main(dy: R.Tensor((8, 16), "float32"), w: R.Tensor((1, 8, 16), "float32")):
        with R.dataflow():
            dw = R.collapse_sum_like(dy, w)
            R.output(dw)
        return dw

ex = tvm.compile(Grad, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
