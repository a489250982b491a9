"""Failures of custom passes, pass instruments and rewrite callbacks, on real logs of bench/rawlogs/holdout27 (and
holdout30): tvm-ffi's `Cannot convert from type X to Y`, whose Y is the type the typed signature takes (what the
contract is) and X whatever the script handed over; a pass that failed inside its call with no frame of it
printed; a rewrite callback that looks up a pattern its match does not hold."""

import pytest

from relayreduce.triage import triage_directory
from relayreduce.triage.signature import signature_of

from rawlogs import RAWLOGS, clusters_of, raw_log

FUNCTION_PASS = ("s415a272c62", "s482357cde5", "sd20d81a79c", "s1770940b1a")  # return a Var, a SeqExpr, a Call, a tuple
SHOULD_RUN = ("sb756a121fd", "s55e12c24fb", "s88323cb7cd", "sc02723064e")  # return None, a str, a numpy bool


def sig(record, part="holdout27"):
    return signature_of(None, stderr=raw_log(record, part))


def test_the_source_type_of_a_failed_conversion_does_not_split_it():
    assert len({sig(r).message for r in FUNCTION_PASS}) == 1
    assert len({sig(r).message for r in SHOULD_RUN}) == 1


def test_the_target_type_of_a_failed_conversion_splits_two_contracts():
    assert sig(FUNCTION_PASS[0]).message.endswith(" to relax.expr.Function")
    assert sig(FUNCTION_PASS[0]).message != sig(SHOULD_RUN[0]).message
    # both logs show only Pass.__call__ above the conversion (IPython and pytest name no native frame inside
    # it): the target type is all that tells them apart, and it marks the crash site
    a, b = sig("s415a272c62"), sig("sb756a121fd")
    assert a.frames == b.frames
    assert a.top[0] != b.top[0]
    assert a.key != b.key


@pytest.fixture(scope="module")
def holdout27_clusters(tmp_path_factory):
    """record -> cluster of a fresh store of all of holdout27, whose frame statistics make Pass.__call__ common."""
    db = tmp_path_factory.mktemp("h27") / "triage.db"
    return clusters_of(triage_directory(RAWLOGS / "holdout27" / "logs", db_path=db, jobs=1).db_path)


def test_a_pass_that_failed_inside_its_call_is_known_by_it_however_the_script_reached_it(holdout27_clusters):
    # a module pass that returns None, called by the script itself (pytest --tb=short, stderr) and inside
    # tvm.compile (IPython): ModulePassNode::operator() is noise and Pass.__call__ the innermost frame left
    module_pass = {holdout27_clusters[r] for r in ("s828e77ed54", "sb6420b48f2", "s69d5a629d6")}
    assert len(module_pass) == 1
    # should_run returning a non-bool: with InstrumentBeforePass printed inside the pass's call (Python's own
    # traceback on stderr, plain and combined), and with no name printed for it (pytest's and IPython's
    # `<unknown>:0`), from a pass the script called (pytest) and from one that tvm.compile ran (nbconvert)
    should_run = {holdout27_clusters[r] for r in SHOULD_RUN}
    assert len(should_run) == 1
    # and still apart from the other contracts broken inside a pass's call
    function_pass = {holdout27_clusters[r] for r in FUNCTION_PASS}
    assert len(function_pass) == 1
    assert should_run.isdisjoint(function_pass) and should_run.isdisjoint(module_pass)


def test_the_type_a_value_failed_to_convert_to_is_an_owner():
    assert "<takes relax.expr.Function>" in sig("s415a272c62").owners
    assert "<takes <dtype>>" in sig("s55e12c24fb").owners


def test_a_rewrite_callback_that_looks_up_a_pattern_the_match_lacks_is_one_failure_whichever_rewriter_called_it():
    # rewrite_call (stderr, pytest), PatternMatchingRewriter.from_pattern (stderr) and rewrite_bindings (IPython),
    # in holdout27; rewrite_call and a PatternMatchingRewriter in holdout30, by another author
    sigs = [sig(r) for r in ("s82338c1158", "s900fd47ab2", "s65d63f14f1", "s90d3bcb68d")]
    sigs += [sig(r, "holdout30") for r in ("s2bd68179bd", "s41954b22f6", "sc1af30d09c")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == "a pattern the match does not hold, looked up by a rewrite callback"
    # the same tvm-ffi KeyError under no rewriter (an annotation's name looked up in a pass) is another failure
    assert sig("s7915353f3d", "holdout30").key != sigs[0].key
