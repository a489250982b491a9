# cause: vm-argument-shape-mismatch
# expect: CheckTensorInfo|MatchShape|ErrorContext\(fn=\w+, loc=param
import numpy as np
import tvm
from tvm import relax

print(f"TVM version: {tvm.__version__}")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 8), "float32"))
y = relax.Var("y", relax.TensorType((3, 8), "float32"))
with bb.function("main", [x, y]):
    with bb.dataflow():
        z = bb.emit_output(relax.op.add(x, y))
    bb.emit_func_output(z)
mod = bb.get()

ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x_nd = tvm.runtime.tensor(np.ones((3, 8), 'float32'))
y_nd = tvm.runtime.tensor(np.ones((3, 7), 'float32'))
result = vm["main"](x_nd, y_nd)
print(result.numpy())
