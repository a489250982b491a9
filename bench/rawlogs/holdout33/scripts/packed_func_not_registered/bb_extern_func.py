# cause: packed_func_not_registered
# expect: Cannot find ffi::Function
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


# the plugin that registers "contrib.myplugin.gather" lives in a module that was never imported
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 4), "float32"))
with bb.function("main", [x], pure=False):
    g = bb.emit(relax.Call(relax.ExternFunc("contrib.myplugin.gather"), [x], ty_args=[relax.TensorType((4,), "float32")]))
    bb.emit_func_output(g)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.eye(4, dtype="float32"))))
