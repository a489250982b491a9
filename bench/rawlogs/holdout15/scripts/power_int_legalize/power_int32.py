# cause: power_int_legalize
# expect: power only applies to float
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
b = relax.Var("base", relax.TensorType((8,), "int32"))
e = relax.Var("exp", relax.TensorType((8,), "int32"))
with bb.function("main", [b, e]):
    with bb.dataflow():
        p = bb.emit(relax.op.power(b, e))
        gv = bb.emit_output(p)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.arange(8, dtype="int32")), tvm.runtime.tensor(np.full(8, 2, "int32"))))
