# cause: reduce-bool-min-value
# expect: Cannot decide min_value for type
# capture: pytest-native
import tvm
from tvm import relax
from tvm.relax import op


def _mod(dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((5, 3), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(op.argmax(x, axis=1))
        bb.emit_func_output(out)
    return bb.get()


def test_argmax_float():
    tvm.compile(_mod("float32"), "llvm")


def test_argmax_bool():
    tvm.compile(_mod("bool"), "llvm")
