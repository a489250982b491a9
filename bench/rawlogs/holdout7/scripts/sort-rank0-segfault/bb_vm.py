# cause: sort-rank0-segfault
# expect: Segfault encountered|Segmentation fault
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        s = bb.emit(relax.op.sort(x))
        o = bb.emit_output(s)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print("running")
print(vm["main"](tvm.runtime.tensor(np.array(3.0, "float32"))))
