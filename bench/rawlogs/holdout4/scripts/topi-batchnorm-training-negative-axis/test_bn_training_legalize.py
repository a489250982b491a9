# cause: topi-batchnorm-training-negative-axis
# expect: x not in list
# capture: pytest
import tvm
from tvm import relax


def bn(axis, training):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 5, 7), "float32"))
    c = (2, 5, 7)[axis]
    ps = [relax.Var(n, relax.TensorType((c,), "float32")) for n in ("g", "b", "m", "v")]
    with bb.function("main", [x, *ps]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.nn.batch_norm(x, *ps, axis=axis, training=training))
        bb.emit_func_output(out)
    return bb.get()


def test_inference_negative_axis():
    relax.transform.LegalizeOps()(bn(-1, training=False))


def test_training_positive_axis():
    relax.transform.LegalizeOps()(bn(2, training=True))


def test_training_negative_axis():
    relax.transform.LegalizeOps()(bn(-1, training=True))
