# cause: reduce-bool-limit-value
# expect: Cannot decide (min|max)_value for type
# capture: pytest
# post: crlf
import tvm
from tvm import relax


def arg(fn, dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((6,), dtype))
    with bb.function("main", [x]):
        bb.emit_func_output(bb.emit(fn(x, axis=0)))
    return tvm.compile(bb.get(), "llvm")


def test_argmax_float():
    arg(relax.op.argmax, "float32")


def test_argmin_int():
    arg(relax.op.argmin, "int32")


def test_argmax_bool():
    arg(relax.op.argmax, "bool")
