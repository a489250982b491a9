# cause: power-int-legalize
# expect: power only applies to float
# capture: pytest-native
import tvm
from tvm import relax
from tvm.relax import op


def _mod(dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((5,), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(op.power(x, x))
        bb.emit_func_output(out)
    return bb.get()


def test_power_float():
    tvm.compile(_mod("float32"), "llvm")


def test_power_uint8():
    tvm.compile(_mod("uint8"), "llvm")
