# cause: topi-negative-unsigned
# expect: cannot make uint from negative value -1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
params = [relax.Var("x0", R.Tensor((4, 4), "uint8"))]
with bb.function("main", params):
    with bb.dataflow():
        y = bb.emit(relax.op.negative(params[0]))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(np.ones((4, 4), "uint8")))
print(res)
