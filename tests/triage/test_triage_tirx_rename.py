"""TVM 0.27 renamed the TIR namespace `tir` to `tirx`: a script written for an older TVM fails on whichever old
spelling it reaches first, in Python's own words ([messages.classes] in frame_rules.toml), on real logs of
bench/rawlogs/holdout22."""

from relayreduce.triage.signature import signature_of

from rawlogs import raw_log

CLASS = "a name from before the tir to tirx rename"


def sig(record, part="holdout22"):
    return signature_of(None, stderr=raw_log(record, part))


def test_a_name_from_before_the_tirx_rename_is_one_mistake_whichever_spelling_it_was():
    # `from tvm.script import tir` (ImportError), `tvm.tir.Var` (AttributeError), `import tvm.tir`
    # (ModuleNotFoundError): each in Python's own words, with no TVM frame on the stack
    sigs = [sig(r) for r in ("sa1feda8b06", "saad4c94495", "sdc085a9672")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == CLASS
    # another name a module lacks keeps Python's message
    other = signature_of(None, stderr='Traceback (most recent call last):\n  File "a.py", line 3, in <module>\n'
                         "    tvm.tirx.foo(x)\nAttributeError: module 'tvm.tirx' has no attribute 'foo'\n")
    assert other.message.startswith("module")


def test_a_script_error_raised_from_a_classed_failure_reports_that_failure():
    # a worker that raises its own `CompileJobError("job te-double failed: AttributeError") from exc` in its own
    # code over `tvm.tir.transform.Simplify()`'s AttributeError: the error it was raised from is the failure,
    # though no TVM frame is on its stack either, because its message is one of a known class
    wrapped = sig("sb36a8ef633")
    assert wrapped.message == CLASS
    assert wrapped.key == sig("saad4c94495").key
