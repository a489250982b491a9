# cause: slice_zero_stride
# expect: Divide by zero
# capture: ipython
import numpy as np
import tvm
from tvm import relax

# reversing with a computed step: step = -1 if reverse else 1 ... but the flag was None
reverse = None
step = {True: -1, False: 1}.get(reverse, 0)
x_np = np.arange(8, dtype="float32")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((8,), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.strided_slice(x, [0], [0], [8], [step]))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(x_np)).numpy())
