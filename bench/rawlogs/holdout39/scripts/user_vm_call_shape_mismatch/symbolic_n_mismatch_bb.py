# cause: user_vm_call_shape_mismatch
# expect: shape\[0\] mismatch to a previous populated value
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

from tvm import tirx
n = tirx.Var("n", "int64")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((n,), "float32"))
y = relax.Var("y", relax.TensorType((n,), "float32"))
with bb.function("main", [x, y]):
    z = bb.emit(relax.op.maximum(x, y))
    bb.emit_func_output(z)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.arange(5, dtype="float32"); b = np.ones(4, "float32")
print(vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(b)).numpy())
