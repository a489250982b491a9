# cause: rmsnorm-empty-axis
# expect: fb->value != 0.*Divide by zero
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
params = [relax.Var("x0", R.Tensor((2, 0), "float32")), relax.Var("x1", R.Tensor((0,), "float32"))]
with bb.function("main", params):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.rms_norm(params[0], params[1], axes=[-1]))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(np.ones((2, 0), "float32")), tvm.runtime.tensor(np.ones((0,), "float32")))
print(res)
