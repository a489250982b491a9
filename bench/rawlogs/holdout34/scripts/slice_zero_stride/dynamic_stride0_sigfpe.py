# cause: slice_zero_stride
# expect: Fatal Python error: Floating point exception
# capture: combined
import numpy as np
import tvm
from tvm import relax

import faulthandler
faulthandler.enable()
x_np = np.arange(12, dtype="float32").reshape(3, 4)
b_np = np.array([0, 1], dtype="int64")
e_np = np.array([3, 4], dtype="int64")
s_np = np.array([1, 0], dtype="int64")  # strides come from a config table
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 4), "float32"))
b = relax.Var("b", relax.TensorType((2,), "int64"))
e = relax.Var("e", relax.TensorType((2,), "int64"))
s = relax.Var("s", relax.TensorType((2,), "int64"))
with bb.function("main", [x, b, e, s]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.dynamic_strided_slice(x, b, e, s))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
print("compiled, running")
got = vm["main"](*[tvm.runtime.tensor(a) for a in (x_np, b_np, e_np, s_np)]).numpy()
np.testing.assert_allclose(got, x_np[0:3:1, 1:4:int(s_np[1])])
