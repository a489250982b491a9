# cause: permute_dims_duplicate_axes
# expect: non-repetitive|ValueError
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax



def test_swap_last_two():
    x_np = np.arange(6, dtype="float32").reshape(1, 2, 3)
    perm = [0, -1, 2]    # -1 and 2 name the same axis
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 2, 3), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.permute_dims(x, perm))
        bb.emit_func_output(y)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x_np)).numpy(), np.transpose(x_np, perm))
