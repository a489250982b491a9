# cause: split-sections-exceed-dim-runtime
# expect: std::bad_alloc
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 6), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        parts = bb.emit(relax.op.split(x, 8, axis=0))
        o = bb.emit_output(parts)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
outs = vm["main"](tvm.runtime.tensor(np.ones((4, 6), "float32")))
print(len(outs))
