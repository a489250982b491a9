# cause: emit_te_free_symbolic_var
# expect: has not been computed
# capture: pytest-native
import tvm
from tvm import relax, topi, tirx

def test_expand_batch():
    b = tirx.Var("b", "int64")
    d = tirx.Var("d", "int64")
    x = relax.Var("x", relax.TensorType([1, d], "float32"))
    bb = relax.BlockBuilder()
    with bb.function("main", [x]):
        y = bb.emit_te(topi.broadcast_to, x, (b, d))
        bb.emit_func_output(y)
    tvm.compile(bb.get(), target="llvm")
