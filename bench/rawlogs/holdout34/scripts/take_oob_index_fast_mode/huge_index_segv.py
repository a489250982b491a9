# cause: take_oob_index_fast_mode
# expect: Segfault encountered
# capture: combined
import numpy as np
import tvm
from tvm import relax

# fuzzing relax.take with extreme index values; the reference is numpy's clip mode
rng = np.random.default_rng(0)
x_np = rng.standard_normal((64, 16)).astype("float32")
idx_np = np.array([0, 63, 2**40, -(2**41)], dtype="int64")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((64, 16), "float32"))
i = relax.Var("i", relax.TensorType((4,), "int64"))
with bb.function("main", [x, i]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.take(x, i, axis=0))
    bb.emit_func_output(out)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
res = vm["main"](tvm.runtime.tensor(x_np), tvm.runtime.tensor(idx_np)).numpy()
np.testing.assert_allclose(res, np.take(x_np, idx_np, axis=0, mode="clip"))
print("extreme indices OK")
