# cause: tir_kernel_out_of_bounds_write
# expect: Segfault encountered
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax, te
from tvm.script import relax as R

N = 1024


def shift_left(A):
    # out[i] = A[i + 1], but the offset was written the wrong way round
    return te.compute((N,), lambda i: A[i - 50000000], name="shift")


bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((N,), "float32"))
with bb.function("main", [x]):
    y = bb.emit_te(shift_left, x)
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones(N, "float32"))).numpy()[:4])
