"""Failures of Relax fusion and the dataflow-pattern API, on real logs of bench/rawlogs: tvm-ffi's argument type check
names the function whose contract a call broke, and FuseOps' two single-site-assignment checks are one failure."""

from relayreduce.triage.cluster import Clusterer
from relayreduce.triage.signature import signature_of

from rawlogs import raw_log


def sig(record, part="holdout30"):
    return signature_of(None, stderr=raw_log(record, part))


def test_the_callee_of_a_mismatched_argument_stays_in_the_message():
    # PatternContext.match_dfb given a Function (stderr), a SeqExpr (pytest --tb=line: no frame at all) and an
    # IRModule (ipython); FusionPattern built with its fields out of place (pytest --tb=short)
    match_dfb = [sig(r) for r in ("s1bcb63850f", "sa2a1d509dc", "s6dc0288bb2")]
    fusion_pattern = sig("s188d3bbee2")
    assert all("when calling: relax.dpl.match_dfb." in s.message for s in match_dfb)
    assert "when calling: relax.transform.FusionPattern." in fusion_pattern.message
    assert not match_dfb[1].frames  # only the message says which call it was
    # the signature, the argument's number and the types are not part of it
    assert "DataflowBlock" not in match_dfb[0].message and "#<n>" in match_dfb[0].message


def test_one_api_given_a_wrong_argument_is_one_cluster_another_api_another():
    match_dfb = [sig(r) for r in ("s1bcb63850f", "sa2a1d509dc", "s6dc0288bb2")]
    fusion_pattern = [sig(r) for r in ("s188d3bbee2", "s2bd8e010ff", "s77772ef744", "sd668eb5bf0")]
    assigned = Clusterer().assign_all([*match_dfb, *fusion_pattern])
    ids = [assigned[s.key].cluster_id for s in [*match_dfb, *fusion_pattern]]
    assert len(set(ids[:3])) == 1
    assert ids[0] not in ids[3:]


def test_a_module_that_is_not_single_site_assignment_is_one_failure_whichever_fusion_pass_met_it():
    # one Function under two GlobalVars: FuseOps' graph builder (`appears at multiple definition sites`, pytest and
    # a notebook through get_default_pipeline) and FuseOpsByPattern's partitioner (`appears in multiple
    # partitions ... not single-site assignment`, ValueError, TVM_BACKTRACE=1)
    sigs = [sig(r) for r in ("s5261ec091c", "s227e1e2637", "s5a52a78af5")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message.startswith("a module that binds one Relax object at two sites")
    # another check on the fused module (FuseTIR's `Inconsistent buffers`) is another failure
    assert sig("s6eab82a780").key != sigs[0].key
