"""A check that several ops share, saying that the script's tensor does not fit the call ([messages] input_blame
in frame_rules.toml): one mistake whichever op the tensor went to. Real logs of bench/rawlogs/holdout38."""

from rawlogs import triaged

PART = "holdout38"

# CheckNdimPerLayoutAndGetShape's `layout NCHW requires the input to be 4-dim tensor. However, the given input has
# ndim 3`: resize2d given CHW (BlockBuilder), resize3d given a 4-D tensor, resize2d given HWC in TVMScript, and
# grid_sample given a 5-D tensor
RESIZE = ("s3e358766bf", "s65b599dbaa", "s237f461ce9")
GRID_SAMPLE = ("s0c045feecb",)
# another check of one op (conv_transpose's type inference), for contrast: not input_blame, still its own
OTHER = ("s78d99fdcef",)


def test_a_tensor_of_the_wrong_rank_for_its_layout_is_one_mistake_whichever_op_took_it(tmp_path):
    logs = {rec: (PART, rec) for rec in RESIZE + GRID_SAMPLE + OTHER}
    clusters = triaged(tmp_path, logs)
    assert len({clusters[r] for r in RESIZE + GRID_SAMPLE}) == 1
    assert clusters[OTHER[0]] != clusters[RESIZE[0]]


def test_the_rule_matches_the_normalized_message():
    from relayreduce.triage import load_rules
    from relayreduce.triage.signature import signature_of

    from rawlogs import raw_log

    sig = signature_of(None, stderr=raw_log(GRID_SAMPLE[0], PART), rules=load_rules())
    assert load_rules().input_blame.search(sig.message)
    assert not sig.owners
