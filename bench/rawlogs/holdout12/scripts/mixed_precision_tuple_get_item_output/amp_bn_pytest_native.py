# cause: mixed_precision_tuple_get_item_output
# expect: Check failed: \(!expr->ty\.IsMissing\(\)\)
# capture: pytest-native
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax


def test_amp_bn_tail():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((8, 32), "float32"))
    w = relax.Var("w", relax.TensorType((32, 32), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            h = bb.emit(relax.op.matmul(x, w))
            one = relax.const(np.ones(32, "float32"))
            zero = relax.const(np.zeros(32, "float32"))
            bn = bb.emit(relax.op.nn.batch_norm(h, one, zero, zero, one, axis=-1))
            o = bb.emit_output(relax.TupleGetItem(bn, 0))
        bb.emit_func_output(o)
    relax.transform.ToMixedPrecision()(bb.get())
