"""Relax ops that require int64 index tensors (gather_nd, dynamic_strided_slice) reject a narrower integer
tensor each in its own words; one failure whichever op caught it ([messages.classes] in frame_rules.toml). On
real logs of bench/rawlogs/holdout9, where `relax.const` of an int64 numpy array (narrowed to int32 when no dtype
is given) reaches both ops."""

from relayreduce.triage.signature import signature_of

from rawlogs import raw_log

CLASS = "an index tensor narrower than the int64 that its op requires"


def sig(record, part="holdout9"):
    return signature_of(None, stderr=raw_log(record, part))


def test_int32_indices_where_int64_is_required_are_one_failure_whichever_op():
    # gather_nd's TypeError (bb.emit in a script, R.emit in TVMScript under pytest) and dynamic_strided_slice's
    # InternalError CHECK on its begin values
    sigs = [sig(r) for r in ["s118dc411cb", "s9eb6eeefb2", "s375ff42907", "saf26d99dc4", "seef983cfd6"]]
    assert {s.key for s in sigs} == {sigs[0].key}, [(s.message, s.top) for s in sigs]
    assert sigs[0].message == CLASS


def test_float_indices_are_not_the_int64_class():
    # take's `requires the input indices to have integer dtype. However, the given indices dtype is T.float32`
    # is another mistake (a float index tensor), not a narrow integer one
    other = sig("s263703cccf", part="holdout21")
    assert other.message != CLASS
    assert other.key != sig("s118dc411cb").key
