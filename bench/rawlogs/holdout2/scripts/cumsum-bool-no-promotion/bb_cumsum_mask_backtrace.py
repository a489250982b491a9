# cause: cumsum-bool-no-promotion
# expect: MatchesCode
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax


def compact_indices(bb, keep):
    running = bb.emit(relax.op.cumsum(keep))  # flattened scan
    return running


bb = relax.BlockBuilder()
scores = relax.Var("scores", relax.TensorType((3, 100), "float32"))
with bb.function("main", [scores]):
    with bb.dataflow():
        keep = bb.emit(relax.op.greater(scores, relax.const(0.5, "float32")))
        idx = compact_indices(bb, keep)
        out = bb.emit_output(idx)
    bb.emit_func_output(out)

mod = bb.get()
print(mod)
with tvm.transform.PassContext(opt_level=3):
    relax.build(mod, target="llvm")
