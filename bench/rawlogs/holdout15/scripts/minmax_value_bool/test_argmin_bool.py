# cause: minmax_value_bool
# expect: max_value
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax


def _build(shape):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "bool"))
    with bb.function("main", [x]):
        with bb.dataflow():
            r = bb.emit(relax.op.argmin(x, axis=0, keepdims=True))
            gv = bb.emit_output(r)
        bb.emit_func_output(gv)
    return bb.get()


def test_first_false_row():
    mod = _build((12, 3))
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.ones((12, 3), bool)
    x[7] = False
    assert vm["main"](tvm.runtime.tensor(x)).numpy().ravel().tolist() == [7, 7, 7]
