# cause: argmax-rank0-reduce
# expect: argmax_argmin_call_te[\s\S]*Cannot reduce a 0 dim Tensor
# capture: pytest
import tvm
from tvm import relax


def test_bb_after_sum():
    print("=" * 60)
    print("building relax module")
    print("=" * 60)

    bb = relax.BlockBuilder()
    logits = relax.Var("logits", relax.TensorType((4, 6), "float32"))
    with bb.function("main", [logits]):
        with bb.dataflow():
            s = bb.emit(relax.op.sum(logits))
            i = bb.emit_output(relax.op.argmax(s))
        bb.emit_func_output(i)
    mod = bb.get()

    print("compiling ...", flush=True)
    mod = relax.transform.LegalizeOps()(mod)
