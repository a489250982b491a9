# cause: unary_float_typeerror_op_repr
# expect: requires the input tensor to have float dtype
# capture: pytest
import tvm
from tvm import relax


def build_norm(n):
    bb = relax.BlockBuilder()
    sq = relax.Var("sq", relax.TensorType((n,), "int32"))
    with bb.function("main", [sq]):
        with bb.dataflow():
            s = bb.emit(relax.op.sum(sq))
            r = bb.emit(relax.op.sqrt(s))
            gv = bb.emit_output(r)
        bb.emit_func_output(gv)
    return bb.get()


def test_l2_norm_int():
    mod = build_norm(10)
    assert "sqrt" in mod.script()
