# cause: where_dtype_mismatch
# expect: Binary operators must have the same datatype
import numpy as np
import tvm
from tvm import relax

c_np = np.array([[True, False], [False, True]])
a_np = np.ones((2, 2), dtype="float32")
b_np = np.zeros((2, 2), dtype="float16")
bb = relax.BlockBuilder()
c = relax.Var("c", relax.TensorType((2, 2), "bool"))
a = relax.Var("a", relax.TensorType((2, 2), "float32"))
b = relax.Var("b", relax.TensorType((2, 2), str(b_np.dtype)))
with bb.function("main", [c, a, b]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.where(c, a, b))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
np.testing.assert_allclose(vm["main"](*[tvm.runtime.tensor(t) for t in (c_np, a_np, b_np)]).numpy(), np.where(c_np, a_np, b_np))
