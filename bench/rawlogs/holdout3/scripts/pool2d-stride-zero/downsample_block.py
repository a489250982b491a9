# cause: pool2d-stride-zero
# expect: max_pool2d[\s\S]*Divide by zero
import numpy as np
import tvm
from tvm import relax

# a tiny downsampling block: conv -> relu -> maxpool
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 3, 32, 32), "float32"))
w = relax.Var("w", relax.TensorType((8, 3, 3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d(x, w, padding=(1, 1)))
        y = bb.emit(relax.op.nn.relu(y))
        # stride along W left at 0 by mistake in the config -> should be rejected
        out = bb.emit_output(relax.op.nn.max_pool2d(y, pool_size=(2, 2), strides=(2, 0)))
    bb.emit_func_output(out)

mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(np.zeros((1, 3, 32, 32), "float32")),
                 tvm.runtime.tensor(np.zeros((8, 3, 3, 3), "float32")))
print(res.numpy().shape)
