# cause: decompose-bn-training-negative-axis
# expect: NormCheckDtypeAndShape
# capture: pytest-native
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax


def test_decompose_fp16_bn_negative_axis():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((8, 10), "float16"))
    ps = [relax.Var(n, relax.TensorType((10,), "float16")) for n in ("g", "b", "m", "v")]
    with bb.function("main", ps[:0] + [x] + ps):
        with bb.dataflow():
            bn = bb.emit(relax.op.nn.batch_norm(x, *ps, axis=-1, center=False))
            out = bb.emit_output(relax.TupleGetItem(bn, 0))
        bb.emit_func_output(out)
    relax.transform.DecomposeOpsForTraining()(bb.get())
