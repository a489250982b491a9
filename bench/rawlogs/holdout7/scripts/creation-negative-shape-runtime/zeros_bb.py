# cause: creation-negative-shape-runtime
# expect: std::bad_alloc
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1,), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        z = bb.emit(relax.op.zeros((-4,), "float32"))
        o = bb.emit_output(relax.op.add(x, z))
    bb.emit_func_output(o)
vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
vm["main"](tvm.runtime.tensor(np.ones((1,), "float32")))
