# cause: resize2d-zero-output-size
# expect: fb->value != 0.*Divide by zero
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
params = [relax.Var("x0", R.Tensor((1, 3, 8, 8), "float32"))]
with bb.function("main", params):
    with bb.dataflow():
        y = bb.emit(relax.op.image.resize2d(params[0], size=(0, 0), method="linear"))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(np.ones((1, 3, 8, 8), "float32")))
print(res)
