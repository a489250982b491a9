# cause: conv-stride-zero
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: pytest
import tvm
from tvm import relax
from tvm.relax import op


def build_conv3d(strides):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 2, 8, 8, 8), "float32"))
    k = relax.Var("k", relax.TensorType((4, 2, 3, 3, 3), "float32"))
    with bb.function("main", [x, k]):
        with bb.dataflow():
            y = bb.emit(op.nn.conv3d(x, k, strides=strides))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


def test_conv3d_unit_stride():
    mod = build_conv3d(1)
    assert mod["main"].ret_ty.shape[2] == 6


def test_conv3d_zero_depth_stride():
    mod = build_conv3d((0, 1, 1))
    tvm.compile(mod, target="llvm")
