# cause: user-vm-input-shape
# expect: match_cast error|ErrorContext\(fn=main
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(op.nn.relu(x))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
vm["main"](tvm.runtime.tensor(np.ones((4, 5), "float32")))
