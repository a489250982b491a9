# cause: bool_reduce_no_identity
# expect: Cannot decide max_value
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax


def test_first_false():
    x = np.array([[True, True, False, True], [False, True, True, True]])
    bb = relax.BlockBuilder()
    v = relax.Var("v", relax.TensorType(x.shape, "bool"))
    with bb.function("main", [v]):
        with bb.dataflow():
            r = bb.emit_output(relax.op.argmin(v, axis=1))
        bb.emit_func_output(r)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(x)).numpy(), x.argmin(axis=1))
