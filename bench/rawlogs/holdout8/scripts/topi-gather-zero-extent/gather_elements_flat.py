# cause: topi-gather-zero-extent
# expect: indices_dim_i >= 1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
params = [relax.Var("x0", R.Tensor((0, 3), "float32")), relax.Var("x1", R.Tensor((0, 3), "int64"))]
with bb.function("main", params):
    with bb.dataflow():
        y = bb.emit(relax.op.gather_elements(params[0], params[1], axis=0))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(np.ones((0, 3), "float32")), tvm.runtime.tensor(np.ones((0, 3), "int64")))
print(res)
