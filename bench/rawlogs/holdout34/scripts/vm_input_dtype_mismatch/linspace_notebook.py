# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype float32 but get float64
# capture: notebook
import numpy as np
import tvm
from tvm import relax

# %%
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((6,), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.cumsum(x, axis=0))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
# %%
x_np = np.linspace(0, 1, 6)
out = vm["main"](tvm.runtime.tensor(x_np)).numpy()
np.testing.assert_allclose(out, np.cumsum(x_np), rtol=1e-6)
