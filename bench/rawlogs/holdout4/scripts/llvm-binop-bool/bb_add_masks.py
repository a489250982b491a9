# cause: llvm-binop-bool
# expect: CreateAdd
# capture: stderr
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
m1 = relax.Var("mask_a", relax.TensorType((16,), "bool"))
m2 = relax.Var("mask_b", relax.TensorType((16,), "bool"))
with bb.function("main", [m1, m2]):
    with bb.dataflow():
        merged = bb.emit_output(relax.op.add(m1, m2))
    bb.emit_func_output(merged)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.zeros(16, dtype="bool"); a[::2] = True
print(vm["main"](tvm.runtime.tensor(a), tvm.runtime.tensor(~a)))
