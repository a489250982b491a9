# cause: narrow_int_accum_overflow
# expect: Mismatched elements
# capture: stderr
import numpy as np
import tvm
from tvm import relax

q = np.full((2, 16), 20, dtype="int8")  # quantized activations
bb = relax.BlockBuilder()
x = relax.Var("q", relax.TensorType((2, 16), "int8"))
with bb.function("main", [x]):
    with bb.dataflow():
        c = bb.emit_output(relax.op.cumsum(x, axis=1))
    bb.emit_func_output(c)
ex = tvm.compile(bb.get(), target="llvm")
got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(q)).numpy()
np.testing.assert_array_equal(got, np.cumsum(q, axis=1))
