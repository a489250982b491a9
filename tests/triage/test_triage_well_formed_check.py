"""Relax's well-formedness check returns False without a word of why; a module it rejects is one failure
whether WellFormedInstrument asserted on it after a pass or the script's own `assert check_well_formed(mod)`
did (pytest names the check in its assertion rewriting), whatever message the script gave the assert."""

from relayreduce.triage.signature import signature_of
from rawlogs import raw_log, triaged

WELL_FORMED = "a module that the well-formedness check rejects, saying no more"


def sig(record: str, part: str = "holdout35"):
    return signature_of(None, stderr=raw_log(record, part))


def test_the_instrument_and_a_scripts_assert_on_check_well_formed_are_one_failure(tmp_path):
    instrument = sig("sccc6caf69f")  # WellFormedInstrument's bare `assert is_well_formed`
    bare = sig("s3a916185bb")  # pytest: `assert relax.analysis.check_well_formed(mod)`
    worded = sig("s7dc2a071f2")  # pytest: the same assert, with a message of the script's own
    assert "relax/ir/instrument.py" in raw_log("sccc6caf69f", "holdout35")
    assert "module is not well formed after memory passes" in raw_log("s7dc2a071f2", "holdout35")
    assert instrument.message == bare.message == worded.message == WELL_FORMED
    # an assert of the script's on something else is not of the class
    other = sig("s481dd705c4")
    assert other.message != WELL_FORMED
    got = triaged(tmp_path, {r: ("holdout35", r) for r in ("sccc6caf69f", "s3a916185bb", "s7dc2a071f2", "s481dd705c4")})
    assert got["sccc6caf69f"] == got["s3a916185bb"] == got["s7dc2a071f2"] != got["s481dd705c4"]
