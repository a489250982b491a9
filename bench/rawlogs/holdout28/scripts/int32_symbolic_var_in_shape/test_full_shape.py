# cause: int32_symbolic_var_in_shape
# expect: can only have dtype of int64
# capture: pytest-short
import tvm
from tvm import relax, tirx
from tvm.script import relax as R


def test_zeros_like_sym():
    n = tirx.Var("n", "int32")
    m = tirx.Var("m", "int32")
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor(ndim=2, dtype="float32"))
    with bb.function("main", [x]):
        z = bb.emit(relax.op.zeros(relax.ShapeExpr([n, m]), "float32"))
        bb.emit_func_output(z)
    mod = bb.get()
    assert "main" in [gv.name_hint for gv in mod.get_global_vars()]
