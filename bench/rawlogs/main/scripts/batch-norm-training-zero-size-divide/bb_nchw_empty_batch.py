# cause: batch-norm-training-zero-size-divide
# expect: _nn_batch_norm[\s\S]*Divide by zero
# capture: pytest-native
import logging

import tvm
from tvm import relax


def test_bb_nchw_empty_batch():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    log = logging.getLogger("repro")
    log.info("starting build with tvm %s", tvm.__version__)

    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((0, 3, 4, 4), "float32"))
    gamma = relax.Var("gamma", relax.TensorType((3,), "float32"))
    beta = relax.Var("beta", relax.TensorType((3,), "float32"))
    moving_mean = relax.Var("moving_mean", relax.TensorType((3,), "float32"))
    moving_var = relax.Var("moving_var", relax.TensorType((3,), "float32"))
    with bb.function("main", [x, gamma, beta, moving_mean, moving_var]):
        with bb.dataflow():
            bn = bb.emit(relax.op.nn.batch_norm(x, gamma, beta, moving_mean, moving_var, axis=1, training=True))
            y = bb.emit_output(relax.TupleGetItem(bn, 0))
        bb.emit_func_output(y)
    mod = bb.get()

    ex = tvm.compile(mod, target="llvm")
