# cause: vm_input_shape_mismatch
# expect: ErrorContext\(fn=main, loc=param\[0\]
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("img", relax.TensorType((1, 3, 4, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.mean(x, axis=[2, 3]))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
img = np.ones((1, 4, 4, 3), "float32")   # NHWC by mistake
vm["main"](tvm.runtime.tensor(img))
