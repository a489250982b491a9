# cause: topi-batchnorm-training-negative-axis
# expect: x not in list
# capture: pytest-native
import tvm
from tvm import relax


def test_bn_training_channels_last_fp16():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 4, 4, 8), "float16"))
    ps = [relax.Var(n, relax.TensorType((8,), "float16")) for n in ("g", "b", "m", "v")]
    with bb.function("main", [x, *ps]):
        with bb.dataflow():
            bnv = bb.emit(relax.op.nn.batch_norm(x, *ps, axis=-1, training=True, momentum=0.01))
            out = bb.emit_output(relax.TupleGetItem(bnv, 0))
        bb.emit_func_output(out)
    seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.AnnotateTIROpPattern()])
    seq(bb.get())
