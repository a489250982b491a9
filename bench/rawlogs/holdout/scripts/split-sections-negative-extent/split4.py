# cause: split-sections-negative-extent
# expect: std::bad_alloc
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((5, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        parts = bb.emit(relax.op.split(x, 4, axis=0))
        first = bb.emit_output(relax.TupleGetItem(parts, 0))
    bb.emit_func_output(first)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((5, 4), "float32"))).numpy())
