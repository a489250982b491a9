# cause: topk_bad_ret_type
# expect: Unsupported ret type
# capture: stderr
import numpy as np
import tvm
from tvm import relax

x_np = np.random.rand(3, 20).astype("float32")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 20), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        v = bb.emit_output(relax.op.topk(x, k=5, axis=-1, ret_type="value"))
    bb.emit_func_output(v)
ex = tvm.compile(bb.get(), target="llvm")
out = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x_np)).numpy()
np.testing.assert_allclose(out, -np.sort(-x_np, axis=-1)[:, :5])
