# cause: split_unsorted_indices
# expect: split_indices must be sorted
# capture: ipython
import numpy as np
import tvm
from tvm import relax

# head sizes for q, k, v packed along the last dim: 4 + 2 + 2
head_sizes = [4, 2, 2]
qkv = np.arange(16, dtype="float32").reshape(2, 8)
bb = relax.BlockBuilder()
x = relax.Var("qkv", relax.TensorType((2, 8), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        parts = bb.emit_output(relax.op.split(x, head_sizes[:2], axis=-1))
    bb.emit_func_output(parts)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
print([p.shape for p in vm["main"](tvm.runtime.tensor(qkv))])
