# cause: vm_missing_packed_func
# expect: Cannot find ffi::Function
# capture: combined
import numpy as np
import tvm
from tvm import relax

print("NOTE: expecting libmy_kernels.so to have been loaded by the plugin loader")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 2), "float32"))
with bb.function("main", [x]):
    y = bb.emit(relax.Call(relax.ExternFunc("my_kernels.fused_norm"), [x], ty_args=[relax.TensorType((2, 2), "float32")]))
    bb.emit_func_output(y)
mod = bb.get()
print(mod)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
