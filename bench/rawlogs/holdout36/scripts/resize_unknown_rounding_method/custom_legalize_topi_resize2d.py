# cause: resize_unknown_rounding_method
# expect: Unknown rounding method
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def _upsample_legalize(bb, call):
    x = call.args[0]
    return bb.call_te(topi.image.resize2d, x, roi=[0.0, 0.0, 0.0, 0.0], size=[32, 32], layout="NCHW",
                      method="nearest_neighbor", coordinate_transformation_mode="asymmetric",
                      rounding_method="nearest")


def test_custom_resize2d_legalization():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((1, 4, 16, 16), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.image.resize2d(x, size=(32, 32), method="nearest_neighbor"))
        bb.emit_func_output(y)
    mod = relax.transform.LegalizeOps(customize_legalize_map={"relax.image.resize2d": _upsample_legalize})(bb.get())
    tvm.compile(mod, target="llvm")
