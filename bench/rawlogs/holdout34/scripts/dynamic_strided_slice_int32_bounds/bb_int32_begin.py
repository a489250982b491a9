# cause: dynamic_strided_slice_int32_bounds
# expect: expects the input (begin|end|strides)values to be all int64
import numpy as np
import tvm
from tvm import relax

x_np = np.arange(24, dtype="float32").reshape(4, 6)
idt = "int32"
b_np = np.array([1, 0], dtype=idt)
e_np = np.array([3, 6], dtype=idt)
s_np = np.array([1, 2], dtype=idt)
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 6), "float32"))
b, e, s = (relax.Var(n, relax.TensorType((2,), idt)) for n in "bes")
with bb.function("main", [x, b, e, s]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.dynamic_strided_slice(x, b, e, s))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
got = vm["main"](*[tvm.runtime.tensor(a) for a in (x_np, b_np, e_np, s_np)]).numpy()
np.testing.assert_allclose(got, x_np[1:3, 0:6:2])
