# cause: mean-zero-extent
# expect: Divide by zero
# capture: stderr
"""Average over the batch axis; the batch happens to be empty for this shard."""
import numpy as np
import tvm
from tvm import relax


def build(batch, feat):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((batch, feat), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            m = bb.emit(relax.op.mean(x, axis=[0]))
            out = bb.emit_output(relax.op.nn.relu(m))
        bb.emit_func_output(out)
    return bb.get()


mod = build(0, 16)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.zeros((0, 16), "float32"))))
