# cause: power-int-dtype
# expect: power only applies to float
# capture: stderr
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
base = relax.Var("base", relax.TensorType((5,), "int32"))
exp = relax.Var("exp", relax.TensorType((5,), "int32"))
with bb.function("main", [base, exp]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.power(base, exp))
    bb.emit_func_output(out)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.arange(5, dtype="int32")), tvm.runtime.tensor(np.full(5, 2, "int32"))))
