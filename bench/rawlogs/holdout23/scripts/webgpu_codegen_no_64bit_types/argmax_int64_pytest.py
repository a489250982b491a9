# cause: webgpu_codegen_no_64bit_types
# expect: allocated in the function has dtype T.int64
# capture: pytest-short
import tvm
from tvm import relax


def classifier_head():
    bb = relax.BlockBuilder()
    logits = relax.Var("logits", relax.TensorType((1, 1000), "float32"))
    with bb.function("main", [logits]):
        with bb.dataflow():
            idx = bb.emit(relax.op.argmax(logits, axis=1))
            out = bb.emit_output(idx)
        bb.emit_func_output(out)
    return bb.get()


def test_webgpu_classifier_head():
    ex = relax.build(classifier_head(), target=tvm.target.Target("webgpu"))
    assert ex is not None
