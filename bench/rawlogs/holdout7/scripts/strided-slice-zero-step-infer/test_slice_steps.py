# cause: strided-slice-zero-step-infer
# expect: Divide by zero
# capture: pytest-native
import tvm
from tvm import relax


def slice_mod(step):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((16,), "int32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.strided_slice(x, axes=[0], begin=[2], end=[14], strides=[step]))
        bb.emit_func_output(y)
    return bb.get()


def test_positive_step():
    assert int(slice_mod(3)["main"].ret_type.shape[0]) == 4


def test_negative_step():
    slice_mod(-1)


def test_zero_step():
    slice_mod(0)
