# cause: sort-rank0-runtime-crash
# expect: Segfault encountered|Segmentation fault|Fatal Python error
# env: PYTHONFAULTHANDLER=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R
print('argsort of scalar works:', relax.op.argsort)

bb = relax.BlockBuilder()
params = [relax.Var("x0", R.Tensor((5,), "float32"))]
with bb.function("main", params):
    with bb.dataflow():
        y = bb.emit(relax.op.sort(relax.op.max(params[0])))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(np.ones((5,), "float32")))
print(res)
