"""CodeGenVM's refusal of an op whose legalization declines some calls (conv2d's hands back a layout TOPI
lacks): the printed `Offending call:` says whether the legalization would have lowered this call. A conv2d
in NCHW/OIHW/NCHW reached codegen because no pass legalized it (a pipeline without LegalizeOps, or with it
disabled), as R.permute_dims or R.matmul would; one with out_layout="NHWC" by a gap of conv2d's own."""

from relayreduce.triage.signature import UNLOWERED_BY_A_PASS, signature_of
from rawlogs import raw_log, triaged


def sig(record: str, part: str):
    return signature_of(None, stderr=raw_log(record, part))


def test_a_call_the_legalization_takes_was_left_unlowered_by_a_pass():
    # holdout35: build pipelines without LegalizeOps (or with it disabled by the PassContext), on a conv net
    # and on an MLP whose first op is R.permute_dims
    conv_missing, conv_disabled, mlp = sig("sd762e800eb", "holdout35"), sig("s2e381311d0", "holdout35"), sig("s02e7fe48da", "holdout35")
    assert 'data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW"' in raw_log("sd762e800eb", "holdout35")
    for conv in (conv_missing, conv_disabled):
        assert conv.message.endswith("[on R.nn.conv2d, legalizable]")
        assert UNLOWERED_BY_A_PASS in conv.owners and "R.nn.convNd" not in conv.owners
        assert conv.similarity(mlp) >= 0.70
    # holdout22: conv2d with out_layout="NHWC", which its legalization hands back: conv2d's own gap still
    nhwc = sig("s348c56289a", "holdout22")
    assert 'out_layout="NHWC"' in raw_log("s348c56289a", "holdout22")
    assert nhwc.message.endswith("[on R.nn.conv2d]") and "R.nn.convNd" in nhwc.owners
    assert nhwc.similarity(conv_missing) < 0.70


def test_pipelines_without_legalize_cluster_together_whatever_op_they_stop_at(tmp_path):
    got = triaged(tmp_path, {
        "h35_conv": ("holdout35", "sd762e800eb"), "h35_mlp": ("holdout35", "s02e7fe48da"),
        "h27_conv": ("holdout27", "sfb5ec0ac8d"), "h27_other": ("holdout27", "s518ec16467"),
        "h22_nhwc": ("holdout22", "s348c56289a"),
    })
    assert got["h35_conv"] == got["h35_mlp"] == got["h27_conv"] == got["h27_other"] != got["h22_nhwc"]


def test_legalization_takes_call_evaluates_the_declining_tests():
    from relayreduce.tvm_adapter import legalization_takes_call

    nchw = {"data_layout": "NCHW", "kernel_layout": "OIHW", "out_layout": "NCHW"}
    assert legalization_takes_call("relax.nn.conv2d", nchw) is True
    assert legalization_takes_call("relax.nn.conv2d", nchw | {"out_layout": "NHWC"}) is False
    assert legalization_takes_call("relax.nn.conv2d", {"data_layout": "NCHW4c", "kernel_layout": "OIHW4i4o",
                                                       "out_layout": "NCHW4c"}) is False
    assert legalization_takes_call("relax.nn.conv2d_transpose", nchw) is False  # TOPI wants IOHW
    assert legalization_takes_call("relax.grad.max_pool2d_backward", {"dilation": [2, 2]}) is False
    # a test that reads what the printed call does not show: unknown
    assert legalization_takes_call("relax.nn.conv2d", {}) is None
