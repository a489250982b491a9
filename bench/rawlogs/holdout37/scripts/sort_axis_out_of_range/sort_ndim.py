# cause: sort_axis_out_of_range
# expect: Axis out of boundary
# capture: stderr
import numpy as np
import tvm
from tvm import relax

scores = np.random.rand(6, 9).astype("float32")
bb = relax.BlockBuilder()
x = relax.Var("scores", relax.TensorType(scores.shape, "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        # sort each column, axis counted 1-based by mistake
        y = bb.emit_output(relax.op.sort(x, axis=2, descending=True))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
out = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(scores)).numpy()
np.testing.assert_allclose(out, -np.sort(-scores, axis=1))
