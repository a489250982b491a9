# cause: missing_match_cast_unknown_shape
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: stderr
import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import relax as R

n = tirx.Var("n", "int64")
x = relax.Var("x", R.Tensor((n,), "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    idx = bb.emit(relax.op.nonzero(x))
    shifted = bb.emit(relax.op.add(idx, idx))
    bb.emit_func_output(shifted)
mod = bb.get()
print(mod)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.array([0, 1, 0, 2], "float32"))).numpy())
