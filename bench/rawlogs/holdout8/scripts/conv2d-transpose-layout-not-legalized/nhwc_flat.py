# cause: conv2d-transpose-layout-not-legalized
# expect: CodeGenVM cannot emit this Relax operator
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
params = [relax.Var("x0", R.Tensor((1, 8, 8, 3), "float32")), relax.Var("x1", R.Tensor((3, 3, 3, 4), "float32"))]
with bb.function("main", params):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d_transpose(params[0], params[1], data_layout="NHWC", kernel_layout="IHWO"))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(np.ones((1, 8, 8, 3), "float32")), tvm.runtime.tensor(np.ones((3, 3, 3, 4), "float32")))
print(res)
