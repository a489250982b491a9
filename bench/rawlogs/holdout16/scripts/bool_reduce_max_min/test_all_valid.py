# cause: bool_reduce_max_min
# expect: Cannot decide max_value for type
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax


def build_all_valid(shape):
    bb = relax.BlockBuilder()
    v = relax.Var("v", relax.TensorType(shape, "bool"))
    with bb.function("main", [v]):
        r = bb.emit(relax.op.min(v, axis=[-1], keepdims=True))
        bb.emit_func_output(r)
    return bb.get()


def test_all_valid_small():
    mod = build_all_valid((3, 7))
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((3, 7), bool))).numpy()
    assert out.all()
