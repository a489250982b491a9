# cause: dps_callback_output_not_written
# expect: Mismatched elements
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def clip_cb(x, out):
    o = out.numpy()          # this is a host copy, not a view
    np.clip(x.numpy(), -1.0, 1.0, out=o)


tvm.register_global_func("cb.clip", clip_cb, override=True)


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((6,), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.call_dps_packed("cb.clip", [x], R.Tensor((6,), "float32")))
        z = bb.emit(relax.op.multiply(y, relax.const(2.0, "float32")))
        bb.emit_func_output(z)
    return bb.get()


def test_clip_then_scale():
    ex = tvm.compile(build(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.array([-3, -1, -0.5, 0.5, 1, 3], "float32")
    out = vm["main"](tvm.runtime.tensor(x)).numpy()
    # replace garbage by a sentinel so the failure message is stable
    out = np.where(np.isclose(out, 2 * np.clip(x, -1, 1)), out, -99.0)
    np.testing.assert_allclose(out, 2 * np.clip(x, -1, 1))
