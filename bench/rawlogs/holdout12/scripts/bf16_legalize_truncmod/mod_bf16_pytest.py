# cause: bf16_legalize_truncmod
# expect: RHS's dtype is `T\.bfloat16`
# capture: pytest
import pytest
import tvm
from tvm import relax


@pytest.mark.parametrize("dtype", ["float32", "bfloat16"])
def test_remainder(dtype):
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((2, 3, 5), dtype))
    b = relax.Var("b", relax.TensorType((5,), dtype))
    with bb.function("main", [a, b]):
        with bb.dataflow():
            r = bb.emit(relax.op.mod(a, b))
            o = bb.emit_output(r)
        bb.emit_func_output(o)
    tvm.compile(bb.get(), target="llvm")
