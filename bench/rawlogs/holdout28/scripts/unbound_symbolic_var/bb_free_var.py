# cause: unbound_symbolic_var
# expect: has not been computed
# capture: combined
import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import relax as R

n = tirx.Var("n", "int64")
heads = tirx.Var("heads", "int64")  # meant to be a compile-time config
x = relax.Var("x", R.Tensor((n, 64), "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.reshape(x, (n, heads, 64 // heads)))
        z = bb.emit_output(relax.op.permute_dims(y, [1, 0, 2]))
    bb.emit_func_output(z)
mod = bb.get()
mod.show()
vm = relax.VirtualMachine(tvm.compile(mod, target="llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((3, 64), "float32"))).shape)
