# cause: topk_k_exceeds_axis
# expect: topk returned \(3, 8\)
# capture: stderr
import numpy as np
import tvm
from tvm import relax

K = 8  # top-8 over a vocabulary slice that only has 6 entries
x_np = np.random.rand(3, 6).astype("float32")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 6), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        v = bb.emit_output(relax.op.topk(x, k=K, axis=-1, ret_type="values"))
    bb.emit_func_output(v)
ex = tvm.compile(bb.get(), target="llvm")
got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(x_np)).numpy()
ref = -np.sort(-x_np, axis=-1)[:, :K]
assert got.shape == ref.shape, f"topk returned {got.shape}, numpy gives {ref.shape}"
np.testing.assert_allclose(got, ref)
