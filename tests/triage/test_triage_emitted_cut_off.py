"""A log cut off just after the script's line that emits an op call (see [frames.emitted] emit_line).

Python prints a traceback outermost first, so when a CI size limit cuts a log right after the script's own
frame `bb.emit(relax.op.nn.max_pool2d(c, ..., strides=(0, 1)))`, the frames lost are that line's callees: the
op's construction and its type inference under the emit. The op is read from the line, as it is from an emit
frame's caller in a complete log, and the cut-off log has the owner of the complete ones.
"""

from relayreduce.triage import DEFAULT_THRESHOLD
from relayreduce.triage.signature import signature_of
from rawlogs import raw_log


def raw_signature(record: str, part: str):
    return signature_of(None, stderr=raw_log(record, part))


def test_a_log_cut_off_after_the_scripts_emit_line_is_owned_by_the_emitted_op():
    # holdout4: max_pool2d with a zero stride, the log cut off (truncate) inside the path of the first TVM frame
    cut = raw_log("s88bb2de5d7", "holdout4")
    assert "p = bb.emit(relax.op.nn.max_pool2d(c, pool_size=(2, 2), strides=(0, 1)))" in cut
    assert "Divide by zero" not in cut
    sig = raw_signature("s88bb2de5d7", "holdout4")
    assert sig.owners == {"<emits InferTypePoolNd>"}
    # the same failure printed whole (avg_pool2d with strides (1, 0)) has that owner, and the two are one failure
    whole = raw_signature("s81fd5a6396", "holdout4")
    assert whole.owners == {"<emits InferTypePoolNd>"}
    assert sig.similarity(whole) >= DEFAULT_THRESHOLD


def test_a_log_cut_off_after_a_script_line_that_emits_nothing_stays_unplaced():
    # holdout20: cut off just after `ex = relax.build(mod, target=...)`, which names no op
    cut = raw_log("s8a43e5e7ef", "holdout20")
    assert "ex = relax.build(mod, target=" in cut
    sig = raw_signature("s8a43e5e7ef", "holdout20")
    assert not any(f.startswith("<emits ") for f in sig.frames)
