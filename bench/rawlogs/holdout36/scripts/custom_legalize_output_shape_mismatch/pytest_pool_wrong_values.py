# cause: custom_legalize_output_shape_mismatch
# expect: AssertionError|Mismatched elements|shapes
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def avgpool_legalize(bb, call):
    # stride taken from pool_size instead of call.attrs.strides
    return bb.call_te(topi.nn.pool2d, call.args[0], kernel=[2, 2], stride=[2, 2], dilation=[1, 1],
                      padding=[0, 0, 0, 0], pool_type="avg", layout="NCHW")


def test_avgpool_custom_matches_numpy():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((1, 1, 4, 4), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.nn.avg_pool2d(x, pool_size=2, strides=1))
        bb.emit_func_output(y)
    mod = relax.transform.LegalizeOps(customize_legalize_map={"relax.nn.avg_pool2d": avgpool_legalize})(bb.get())
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.arange(16, dtype="float32").reshape(1, 1, 4, 4)
    out = vm["main"](tvm.runtime.tensor(a)).numpy()
    ref = (a[..., :-1, :-1] + a[..., 1:, :-1] + a[..., :-1, 1:] + a[..., 1:, 1:]) / 4
    np.testing.assert_allclose(out, ref)
