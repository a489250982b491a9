# cause: collapse_sum_rank_mismatch
# expect: Invalid collapse
import numpy as np
import tvm
from tvm import relax

# gradient of a broadcast add: reduce dy back to the shape of the bias
dy_np = np.ones((3, 4), dtype="float32")
bias_np = np.zeros((3, 1, 4), dtype="float32")
bb = relax.BlockBuilder()
dy = relax.Var("dy", relax.TensorType((3, 4), "float32"))
bias = relax.Var("bias", relax.TensorType(bias_np.shape, "float32"))
with bb.function("main", [dy, bias]):
    with bb.dataflow():
        g = bb.emit_output(relax.op.collapse_sum_like(dy, bias))
    bb.emit_func_output(g)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
got = vm["main"](tvm.runtime.tensor(dy_np), tvm.runtime.tensor(bias_np)).numpy()
np.testing.assert_allclose(got, np.full(bias_np.shape, 3.0))
