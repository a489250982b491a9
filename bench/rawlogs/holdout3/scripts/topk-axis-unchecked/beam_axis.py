# cause: topk-axis-unchecked
# expect: topk[\s\S]*Index 2 out of bounds 2
# capture: combined
import numpy as np
import tvm
from tvm import relax


def beam_step(beam, vocab, axis):
    bb = relax.BlockBuilder()
    scores = relax.Var("scores", relax.TensorType((beam, vocab), "float32"))
    with bb.function("step", [scores]):
        with bb.dataflow():
            out = bb.emit(relax.op.topk(scores, k=4, axis=axis, ret_type="both", dtype="int64"))
            idx = bb.emit_output(out[1])
        bb.emit_func_output(idx)
    return bb.get()


for axis in (-1, 1, 2):
    print("axis", axis)
    mod = beam_step(4, 32000, axis)
    ex = tvm.compile(mod, target="llvm")
    print("  compiled")
