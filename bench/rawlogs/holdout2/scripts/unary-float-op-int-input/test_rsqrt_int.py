# cause: unary-float-op-int-input
# expect: requires the input tensor to have float dtype
# capture: pytest-native
import pytest
import tvm
from tvm import relax


def unary(fn, dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, 4), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(fn(x))
        bb.emit_func_output(y)
    return bb.get()


@pytest.mark.parametrize("dtype", ["float32", "float16", "int64"])
def test_rsqrt(dtype):
    mod = unary(relax.op.rsqrt, dtype)
    tvm.compile(mod, target="llvm")
