# cause: pool_window_larger_than_input
# expect: negative dimensions are not allowed
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((1, 3, 5, 5), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        p = bb.emit(relax.op.nn.max_pool2d(x, pool_size=(7, 7)))
        o = bb.emit_output(p)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
y = vm["main"](tvm.runtime.tensor(np.random.rand(1, 3, 5, 5).astype("float32")))
print(y.numpy().shape)
