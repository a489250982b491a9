# cause: match_dfb_given_non_dataflow_block
# expect: Expected `relax\.expr\.DataflowBlock` but got `relax\.expr\.SeqExpr`
# capture: pytest-line
import tvm
from tvm import relax
from tvm.relax.dpl import PatternContext, is_op, wildcard


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((16, 32), "float32"))
    w1 = relax.Var("w1", relax.TensorType((32, 32), "float32"))
    w2 = relax.Var("w2", relax.TensorType((32, 32), "float32"))
    with bb.function("main", [x, w1, w2]):
        with bb.dataflow():
            a = bb.emit(relax.op.nn.relu(x))
            b = bb.emit(relax.op.matmul(a, w1))
            c = bb.emit(relax.op.matmul(a, w2))
            out = bb.emit_output(relax.op.add(b, c))
        bb.emit_func_output(out)
    return bb.get()


def test_parallel_matmuls_are_matched():
    mod = build()
    with PatternContext() as ctx:
        act = is_op("relax.nn.relu")(wildcard())
        mm0 = is_op("relax.matmul")(act, wildcard())
        mm1 = is_op("relax.matmul")(act, wildcard())
        result = ctx.match_dfb(mod["main"].body)
    assert result is not None
