# cause: scan-axis-unchecked
# expect: IndexError: Index out of range\. size: 0, got index 0
# capture: stderr
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
loss = relax.Var("loss", relax.TensorType((), "float32"))
with bb.function("main", [loss]):
    with bb.dataflow():
        running = bb.emit(relax.op.cumsum(loss, axis=0))
        out = bb.emit_output(running)
    bb.emit_func_output(out)

ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.array(0.5, "float32"))))
