# cause: index_put_values_not_broadcast
# expect: Not equal to tolerance|Mismatched elements
import numpy as np
import tvm
from tvm import relax

x_np = np.zeros((3, 4), dtype="float32")
i_np = np.array([2, 0, 1], dtype="int64")
j_np = np.array([1, 3, 3], dtype="int64")
v_np = np.array([7.0], dtype="float32")    # torch.index_put_ broadcasts a 1-element value

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 4), "float32"))
i = relax.Var("i", relax.TensorType((3,), "int64"))
j = relax.Var("j", relax.TensorType((3,), "int64"))
vv = relax.Var("v", relax.TensorType(v_np.shape, "float32"))
with bb.function("main", [x, i, j, vv]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.index_put(x, relax.Tuple([i, j]), vv))
    bb.emit_func_output(y)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
got = vm["main"](*[tvm.runtime.tensor(a) for a in (x_np, i_np, j_np, v_np)]).numpy()
ref = x_np.copy(); ref[i_np, j_np] = v_np
np.testing.assert_allclose(got, ref)
