"""A name that a TVMScript program uses but never defines is one failure, whichever evaluator met it
([messages.classes] in frame_rules.toml), on real logs of bench/rawlogs."""

from relayreduce.triage.signature import signature_of

from rawlogs import raw_log


def sig(record, part="holdout14"):
    return signature_of(None, stderr=raw_log(record, part))


def test_an_undefined_name_in_a_shape_annotation_and_in_the_body_is_one_failure():
    # holdout14: Python's NameError from relax/script/parser/entry.py `_eval_shape` (a return annotation's `m`,
    # a match_cast target's), and the parser's `Undefined variable: k` for a name in the body (pytest)
    sigs = [sig(r) for r in ("s0603b39e16", "sd16ab4d644", "sb4ba463103")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == "a name the TVMScript program does not define"
    # the same words in other authors' logs (holdout11, holdout28) are the same class
    assert sig("s1f05de80bb", "holdout11").key == sig("s2ab7d6438a", "holdout28").key == sigs[0].key
    # TIR's well-formed check of an undefined loop extent is another check, after parsing
    assert sig("s599ce99004").key != sigs[0].key


def test_a_name_error_outside_the_tvmscript_parser_is_not_the_class():
    log = ('Traceback (most recent call last):\n  File "/tmp/x/script.py", line 3, in <module>\n'
           '    y = relu(x)\nNameError: name \'relu\' is not defined\n')
    assert signature_of(None, stderr=log).message != "a name the TVMScript program does not define"
