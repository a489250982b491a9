# cause: groupnorm-infer-zero-groups
# expect: Divide by zero
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
params = [relax.Var("x0", R.Tensor((1, 4, 5, 5), "float32")), relax.Var("x1", R.Tensor((4,), "float32")), relax.Var("x2", R.Tensor((4,), "float32"))]
with bb.function("main", params):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.group_norm(params[0], params[1], params[2], num_groups=0, channel_axis=1, axes=[2, 3]))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(np.ones((1, 4, 5, 5), "float32")), tvm.runtime.tensor(np.ones((4,), "float32")), tvm.runtime.tensor(np.ones((4,), "float32")))
print(res)
