# cause: batch-norm-training-negative-axis
# expect: _nn_batch_norm[\s\S]*list\.remove\(x\): x not in list
# capture: pytest-native
import tvm
from tvm import relax


def test_bb_axis_minus3():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, 6, 2, 2), "float32"))
    gamma = relax.Var("gamma", relax.TensorType((6,), "float32"))
    beta = relax.Var("beta", relax.TensorType((6,), "float32"))
    moving_mean = relax.Var("moving_mean", relax.TensorType((6,), "float32"))
    moving_var = relax.Var("moving_var", relax.TensorType((6,), "float32"))
    with bb.function("main", [x, gamma, beta, moving_mean, moving_var]):
        with bb.dataflow():
            bn = bb.emit(relax.op.nn.batch_norm(x, gamma, beta, moving_mean, moving_var, axis=-3, training=True))
            y = bb.emit(relax.TupleGetItem(bn, 0))
            z = bb.emit_output(relax.op.nn.relu(y))
        bb.emit_func_output(z)
    mod = bb.get()

    print(mod.script())
    mod = relax.transform.LegalizeOps()(mod)
