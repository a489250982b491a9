# cause: bool_sum_no_cast
# expect: Mismatched elements
# capture: stderr
import numpy as np
import tvm
from tvm import relax

mask = np.random.default_rng(1).random((4, 10)) > 0.4
bb = relax.BlockBuilder()
m = relax.Var("mask", relax.TensorType((4, 10), "bool"))
with bb.function("main", [m]):
    with bb.dataflow():
        n = bb.emit_output(relax.op.sum(m, axis=[1]))  # valid tokens per row
    bb.emit_func_output(n)
ex = tvm.compile(bb.get(), target="llvm")
got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(mask)).numpy()
np.testing.assert_array_equal(got, mask.sum(axis=1))
