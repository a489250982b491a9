# cause: power_int_operands
# expect: power only applies to float
# capture: ipython
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((10,), "int32"))
with bb.function("squares", [x]):
    y = bb.emit(relax.op.power(x, relax.const(2, "int32")))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["squares"](tvm.runtime.tensor(np.arange(10, dtype="int32"))))
