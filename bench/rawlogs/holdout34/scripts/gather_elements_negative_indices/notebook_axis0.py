# cause: gather_elements_negative_indices
# expect: AssertionError|Mismatched elements
# capture: notebook
import numpy as np
import tvm
from tvm import relax

# %%
data = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]], dtype="float32")
indices = np.array([[-1, -2, 0], [1, -3, 2]], dtype="int64")
expected = np.take_along_axis(data, indices, axis=0)
expected
# %%
bb = relax.BlockBuilder()
d = relax.Var("d", relax.TensorType((3, 3), "float32"))
ix = relax.Var("ix", relax.TensorType((2, 3), "int64"))
with bb.function("main", [d, ix]):
    with bb.dataflow():
        
        o = bb.emit_output(relax.op.gather_elements(d, ix, axis=0))
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), target="llvm")
# %%
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(data), tvm.runtime.tensor(indices)).numpy()
assert np.array_equal(out, expected), (out, expected)
