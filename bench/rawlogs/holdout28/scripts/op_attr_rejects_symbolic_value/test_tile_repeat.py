# cause: op_attr_rejects_symbolic_value
# expect: Mismatched type on argument #1 when calling: `relax.op.(tile|repeat)
# capture: pytest
import tvm
from tvm import relax, tirx
from tvm.script import relax as R


def build(op_name):
    n = tirx.Var("n", "int64")
    b = tirx.Var("b", "int64")
    x = relax.Var("x", R.Tensor((n, 4), "float32"))
    q = relax.Var("q", R.Tensor((b, n, 4), "float32"))
    bb = relax.BlockBuilder()
    with bb.function("main", [x, q]):
        with bb.dataflow():
            if op_name == "tile":
                y = relax.op.tile(relax.op.expand_dims(x, 0), (b, 1, 1))
            else:
                y = relax.op.repeat(relax.op.expand_dims(x, 0), b, axis=0)
            y = bb.emit(y)
            out = bb.emit_output(relax.op.add(y, q))
        bb.emit_func_output(out)
    return bb.get()


def test_tile_over_batch():
    assert build("tile") is not None
