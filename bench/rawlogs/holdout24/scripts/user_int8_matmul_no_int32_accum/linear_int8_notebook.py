# cause: user_int8_matmul_no_int32_accum
# expect: Not equal to tolerance
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax

# %%
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 256), "int8"))
w = relax.Var("w", relax.TensorType((64, 256), "int8"))
with bb.function("qlinear", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.linear(x, w))
        out = bb.emit_output(relax.op.astype(y, "float32"))
    bb.emit_func_output(out)
mod = bb.get()
mod.show()

# %%
rng = np.random.default_rng(2)
x_np = rng.integers(-100, 100, (2, 256)).astype("int8")
w_np = rng.integers(-100, 100, (64, 256)).astype("int8")
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
got = vm["qlinear"](tvm.runtime.tensor(x_np), tvm.runtime.tensor(w_np)).numpy()

# %%
ref = (x_np.astype("int32") @ w_np.astype("int32").T).astype("float32")
np.testing.assert_allclose(got, ref)
