# cause: tile-negative-repeats-runtime
# expect: std::bad_alloc
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        t = bb.emit(relax.op.tile(x, [2, -1]))
        o = bb.emit_output(t)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((3, 4), "float32"))))
