# cause: int-div-zero-sigfpe
# expect: Fatal Python error: Floating point exception
# env: PYTHONFAULTHANDLER=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((4,), "int32"))
b = relax.Var("b", relax.TensorType((4,), "int32"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        y = bb.emit(op.floor_divide(a, b))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
vm["main"](tvm.runtime.tensor(np.array([7, 8, 9, 10], "int32")), tvm.runtime.tensor(np.array([2, 0, 3, 1], "int32")))
