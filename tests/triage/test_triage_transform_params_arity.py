"""LiftTransformParams' `<f>_transform_params` takes one parameter, the tuple of all the weights; the VM's
argument count failing there is that tuple passed unpacked, not an input of main forgotten or added."""

from relayreduce.triage.signature import signature_of
from rawlogs import raw_log, triaged

LIFTED = "the lifted transform_params function called with the wrong number of arguments"
COUNT = "a function called with the wrong number of arguments"


def sig(record: str, part: str = "holdout35"):
    return signature_of(None, stderr=raw_log(record, part))


def test_transform_params_called_with_its_weights_unpacked_is_not_main_called_with_a_wrong_count(tmp_path):
    lifted = ["s7d0e3a1a88", "se687f40637", "s0ae905db33"]  # stderr, combined, pytest --tb=line
    main = ["s6977c019d7", "s5c68cc6b50"]  # main given weights that BindParams / BundleModelParams took
    assert "Invoking function main_transform_params expects 1 arguments" in raw_log("s7d0e3a1a88", "holdout35")
    assert "Invoking function main expects" in raw_log("s6977c019d7", "holdout35")
    assert {sig(r).message for r in lifted} == {LIFTED}
    assert {sig(r).message for r in main} == {COUNT}
    # and `forward` or `main` called with too few or too many inputs stay one failure (holdout11)
    assert sig("sbda852da51", "holdout11").message == sig("sec8547e459", "holdout11").message == COUNT
    got = triaged(tmp_path, {r: ("holdout35", r) for r in lifted + main})
    assert len({got[r] for r in lifted}) == 1 and len({got[r] for r in main}) == 1
    assert got[lifted[0]] != got[main[0]]
