# cause: gather_elements_negative_indices
# expect: Not equal to tolerance|Mismatched elements
import numpy as np
import tvm
from tvm import relax

from tvm.relax.op import gather_elements

x_np = np.arange(12, dtype="float32").reshape(3, 4) * 1.5
idx_np = np.array([[-1, 0], [2, -4], [-2, 3]], dtype="int64")   # ONNX GatherElements allows [-s, s-1]

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 4), "float32"))
idx = relax.Var("idx", relax.TensorType((3, 2), "int64"))
with bb.function("main", [x, idx]):
    with bb.dataflow():
        g = bb.emit_output(gather_elements(x, idx, axis=1))
    bb.emit_func_output(g)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
got = vm["main"](tvm.runtime.tensor(x_np), tvm.runtime.tensor(idx_np)).numpy()
np.testing.assert_allclose(got, np.take_along_axis(x_np, idx_np, axis=1))
