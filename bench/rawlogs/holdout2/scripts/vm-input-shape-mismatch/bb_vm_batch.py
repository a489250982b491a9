# cause: vm-input-shape-mismatch
# expect: match_cast error
# capture: combined
import numpy as np
import tvm
from tvm import relax

BATCH = 8

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((BATCH, 3, 32, 32), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.mean(x, axis=[2, 3]))
        out = bb.emit_output(relax.op.nn.softmax(y))
    bb.emit_func_output(out)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
for n in (8, 8, 5):
    data = np.random.rand(n, 3, 32, 32).astype("float32")
    print(f"batch of {n}:", vm["main"](tvm.runtime.tensor(data)).numpy().shape)
