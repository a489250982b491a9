# cause: llvm-cmp-bool
# expect: kDLFloat
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def clip_mod(dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((6,), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.clip(x, 0, 1))
        bb.emit_func_output(out)
    return bb.get()


def test_clip_float():
    ex = tvm.compile(clip_mod("float32"), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.array([-1, 0, 0.5, 1, 2, 3], "float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), np.clip(x, 0, 1))


def test_clip_bool_is_identity():
    ex = tvm.compile(clip_mod("bool"), target="llvm")
    assert ex is not None
