# cause: decompose-bn-training-negative-axis
# expect: moving_mean to have as many dimensions as the length of input axes
# capture: pytest
import tvm
from tvm import relax


def bn_module(axis, shape=(2, 4, 6)):
    c = shape[axis]
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    params = [relax.Var(n, relax.TensorType((c,), "float32")) for n in ("g", "b", "m", "v")]
    with bb.function("main", [x, *params]):
        with bb.dataflow():
            bn = bb.emit(relax.op.nn.batch_norm(x, *params, axis=axis))
            out = bb.emit_output(relax.TupleGetItem(bn, 0))
        bb.emit_func_output(out)
    return bb.get()


TRAIN_PIPELINE = tvm.transform.Sequential(
    [relax.transform.DecomposeOpsForTraining(), relax.transform.LegalizeOps(), relax.transform.DeadCodeElimination()]
)


def test_positive_axis():
    mod = TRAIN_PIPELINE(bn_module(1))
    assert mod is not None


def test_last_axis_written_as_minus_one():
    mod = TRAIN_PIPELINE(bn_module(-1))
    assert mod is not None
