# cause: contrib-sort-dtype
# expect: Unsupported input dtype: int8
# capture: stderr
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
q = relax.Var("q", relax.TensorType((2, 16), "int8"))
with bb.function("main", [q]):
    with bb.dataflow():
        s = bb.emit_output(relax.op.sort(q, axis=-1, descending=True))
    bb.emit_func_output(s)

ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
rng = np.random.default_rng(0)
data = rng.integers(-128, 127, size=(2, 16), dtype=np.int8)
print(vm["main"](tvm.runtime.tensor(data)))
