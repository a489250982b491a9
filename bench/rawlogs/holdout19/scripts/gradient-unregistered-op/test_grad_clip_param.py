# cause: gradient-unregistered-op
# expect: has not been registered for relax\.(clip|floor|round|erf)
# capture: pytest-short
import pytest
import tvm
from tvm import relax


def _build(op_name):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 3), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            if op_name == "clip":
                y = bb.emit(relax.op.clip(x, 0.0, 6.0))
            else:
                y = bb.emit(getattr(relax.op, op_name)(x))
            loss = bb.emit_output(relax.op.sum(relax.op.multiply(y, y)))
        bb.emit_func_output(loss)
    return bb.get()


@pytest.mark.parametrize("op_name", ["clip", "floor", "round", "erf"])
def test_unary_gradient(op_name):
    mod = _build(op_name)
    relax.transform.Gradient("main")(mod)
