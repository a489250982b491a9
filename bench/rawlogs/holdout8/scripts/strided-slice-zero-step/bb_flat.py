# cause: strided-slice-zero-step
# expect: Divide by zero
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
params = [relax.Var("x0", R.Tensor((4, 8), "float32"))]
with bb.function("main", params):
    with bb.dataflow():
        y = bb.emit(relax.op.strided_slice(params[0], axes=[1], begin=[0], end=[8], strides=[0]))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(np.ones((4, 8), "float32")))
print(res)
