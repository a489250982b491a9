"""The op of an emitted expression read from the script's line, when that line nests op calls or builds leaves.

Relax's BlockBuilder emits an expression in A-normal form: a call's arguments are normalized, and their types
inferred, before the call that takes them, so in `relax.op.add(x, relax.op.arange(0, 10, 0))` arange's
inference runs first. TVMScript's leaf builders (`R.prim_value(0)`, `R.const`, `R.shape`) make no call whose
inference could fail.
"""

from relayreduce.triage import DEFAULT_THRESHOLD
from relayreduce.triage.signature import signature_of
from rawlogs import raw_log


def raw_signature(record: str, part: str):
    return signature_of(None, stderr=raw_log(record, part))


def test_the_innermost_op_of_a_nested_call_owns_a_failure_while_emitting_it():
    # two authors add or multiply a tensor by a zero-step arange built in the same lambda (holdout13,
    # holdout11): arange's inference divides by the step; neither add's nor multiply's divides
    logs = [("sf40a049aff", "holdout13"), ("s68b72f1cf7", "holdout11"), ("s7eb4bd0f80", "holdout11")]
    assert "relax.op.add(x, relax.op.arange(0, 10, 0" in raw_log(*logs[0])
    assert "relax.op.multiply(x, relax.op.arange(0, 32, step" in raw_log(*logs[1])
    sigs = [raw_signature(*log) for log in logs]
    assert all(s.owners == {"<emits arange>"} for s in sigs)
    # the same failure emitted alone (`bb.emit(relax.op.arange(2, 20, step))` under pytest) is the same owner
    alone = raw_signature("s3c131f143a", "holdout13")
    assert alone.owners == {"<emits arange>"}
    assert sigs[0].similarity(alone) >= DEFAULT_THRESHOLD


def test_tvmscripts_leaf_builders_in_an_emitted_call_are_not_its_op():
    # `R.arange(R.prim_value(0), R.prim_value(16), R.prim_value(0))` in a TVMScript diagnostic (holdout7)
    assert "R.arange(R.prim_value(0), R.prim_value(16), R.prim_value(0)" in raw_log("s643db3cc61", "holdout7")
    assert raw_signature("s643db3cc61", "holdout7").owners == {"<emits arange>"}
