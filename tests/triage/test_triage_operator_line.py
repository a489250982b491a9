"""Two operators that TVM's expressions rejected, applied by two lines of TVM's own code, are two faults
([frames] operator in frame_rules.toml, signature._applied_at), on real logs of bench/rawlogs."""

from relayreduce.triage.cluster import Clusterer
from relayreduce.triage.signature import APPLIED_AT, signature_of

from rawlogs import raw_log

# holdout3: `Check failed: fb->value != 0 (0 vs. 0) : Divide by zero` (TryConstFold<Div>) during resize's
# legalization, both in topi's image/resize.py get_inx, with one stack above it. An output extent of 0 fails at
# line 150, `te.div(image_width, target_width)`; align_corners with an output extent of 1 fails at line 154,
# `(image_width - 1) / (target_width - 1)`: two divisions, two conditions, two fixes.
ZERO_SIZE = ("s60406b07e2", "s65b9f34d82", "sb88966bb01", "scb26a8385f", "se11cca637a")
ALIGN_CORNERS = ("s3757eaa88c", "sa21a412076", "se8a0b41783", "seda956e2b8")


def sig(record, part="holdout3"):
    return signature_of(None, stderr=raw_log(record, part))


def test_the_line_that_applied_the_operator_is_kept():
    # te.div is the `/` operator called as a function
    assert {f for r in ZERO_SIZE for f in sig(r).frames if f.startswith(APPLIED_AT)} == {
        "<applied at tvm.topi.image.resize.get_inx:150>"}
    assert {f for r in ALIGN_CORNERS for f in sig(r).frames if f.startswith(APPLIED_AT)} == {
        "<applied at tvm.topi.image.resize.get_inx:154>"}
    # it is not a frame that the top or bottom frames compare
    assert all(not f.startswith(APPLIED_AT) for r in ZERO_SIZE + ALIGN_CORNERS for f in sig(r).top + sig(r).bottom)


def test_two_divisions_of_one_helper_are_two_failures():
    groups = (ZERO_SIZE, ALIGN_CORNERS)
    sigs = {r: sig(r) for g in groups for r in g}
    assigned = Clusterer().assign_all(sigs.values())
    cluster = {r: assigned[s.key].cluster_id for r, s in sigs.items()}
    assert [len({cluster[r] for r in g}) for g in groups] == [1, 1]
    assert cluster[ZERO_SIZE[0]] != cluster[ALIGN_CORNERS[0]]


# holdout9: roi_align with a pooled size of 0 divides by it in topi's roi_align._sample_common, the height at
# line 57 (`bin_h = roi_h / pooled_size_h_const`) and the width at line 58: one fault, one piece of code.
ROI_ALIGN_H = ("s1548b41dbc", "s707e4b0da2", "s73103b632e")
ROI_ALIGN_W = ("s6e48593ebd",)


def test_neighbouring_lines_of_one_function_are_one_fault():
    assert {f for f in sig(ROI_ALIGN_W[0], "holdout9").frames if f.startswith(APPLIED_AT)} == {
        "<applied at tvm.topi.vision.roi_align._sample_common:58>"}
    sigs = {r: sig(r, "holdout9") for r in ROI_ALIGN_H + ROI_ALIGN_W}
    assigned = Clusterer().assign_all(sigs.values())
    assert len({assigned[s.key].cluster_id for s in sigs.values()}) == 1
