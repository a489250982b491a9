# cause: bool_reduce_no_identity
# expect: Cannot decide min_value for type
# capture: stderr
# post: crlf
import numpy as np
import tvm
from tvm import relax

# "any" over the last axis written as max of a boolean mask (numpy: mask.max(-1))
mask = np.random.rand(3, 5) > 0.7
bb = relax.BlockBuilder()
m = relax.Var("m", relax.TensorType((3, 5), "bool"))
with bb.function("main", [m]):
    with bb.dataflow():
        a = bb.emit_output(relax.op.max(m, axis=[-1]))
    bb.emit_func_output(a)
ex = tvm.compile(bb.get(), target="llvm")
got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(mask)).numpy()
np.testing.assert_array_equal(got, mask.max(-1))
