# cause: batch-norm-train-negative-axis
# expect: list\.remove\(x\): x not in list
# capture: pytest
import pytest
import tvm
from tvm import relax


def bn_module(shape, axis, training):
    c = shape[axis]
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    stats = [relax.Var(n, relax.TensorType((c,), "float32")) for n in ("gamma", "beta", "mean", "var")]
    with bb.function("main", [x, *stats]):
        with bb.dataflow():
            r = bb.emit_output(relax.op.nn.batch_norm(x, *stats, axis=axis, training=training))
        bb.emit_func_output(r)
    return bb.get()


@pytest.mark.parametrize("training", [False, True])
@pytest.mark.parametrize("axis", [1, -3])
def test_batch_norm_axis(axis, training):
    tvm.compile(bn_module((2, 3, 5, 5), axis, training), target="llvm")
