# cause: user-vm-input-mismatch
# expect: shape\[0\] mismatch to specified constant
# capture: stderr
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((8, 32), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.nn.softmax(x, axis=-1))
    bb.emit_func_output(out)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
batch = np.zeros((4, 32), dtype="float32")   # last, partial batch of the epoch
print(vm["main"](tvm.runtime.tensor(batch)))
