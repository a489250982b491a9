# cause: logical-op-non-bool-operands
# expect: test_valid_pixels[\s\S]*Expected boolean argument
# capture: pytest-native
import tvm
from tvm import relax


def build(dtype):
    bb = relax.BlockBuilder()
    a = relax.Var("alpha", relax.TensorType((64, 64), dtype))
    b = relax.Var("depth", relax.TensorType((64, 64), dtype))
    with bb.function("main", [a, b]):
        with bb.dataflow():
            v = bb.emit_output(relax.op.logical_and(a, b))
        bb.emit_func_output(v)
    return relax.transform.LegalizeOps()(bb.get())


def test_valid_pixels_bool():
    build("bool")


def test_valid_pixels():
    build("uint8")
