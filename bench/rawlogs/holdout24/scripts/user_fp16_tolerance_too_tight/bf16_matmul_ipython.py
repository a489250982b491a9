# cause: user_fp16_tolerance_too_tight
# expect: Not equal to tolerance
# capture: ipython
import ml_dtypes
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((32, 256), "bfloat16"))
w = relax.Var("w", relax.TensorType((256, 64), "bfloat16"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.matmul(x, w, out_dtype="float32"))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

x32 = np.random.randn(32, 256).astype("float32")
w32 = np.random.randn(256, 64).astype("float32")
y = vm["main"](tvm.runtime.tensor(x32.astype(ml_dtypes.bfloat16)), tvm.runtime.tensor(w32.astype(ml_dtypes.bfloat16))).numpy()
np.testing.assert_allclose(y, x32 @ w32, rtol=1e-4, atol=1e-4)
