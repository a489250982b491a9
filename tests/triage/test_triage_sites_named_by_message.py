"""A crash site that a log printed only by file and line (pytest's crash line, IPython's `File x.cc:683`), named
from a log of the same batch, or of a run before it, that printed a site of the same file raising the same
message: the 1d/2d/3d copies of an op's type inference and the specializations of one template are one frame
for triage (engine._sites_named_by_message). Real logs of bench/rawlogs/holdout38 and holdout16."""

import shutil

from rawlogs import RAWLOGS, clusters_of, groups_of, triaged

from relayreduce.triage import triage_directory

PART = "holdout38"

# conv_transpose given a conv weight ([O,I,k]): conv2d with the frame named (plain and pytest -q), conv1d in a
# notebook, where IPython printed only `File /project/src/relax/op/nn/convolution.cc:683`
WEIGHT = {"weight_named": "s78d99fdcef", "weight_named_pytest": "s9c4874ac3d", "weight_notebook_conv1d": "sa1861e8af3"}
# output_padding not below the stride: conv2d with the frame named, conv1d under pytest, whose crash line is
# `/project/src/relax/op/nn/convolution.cc:701: ValueError`
PADDING = {"padding_named": "s4ff9f0170a", "padding_pytest_conv1d": "scda4a4d256"}
# adaptive pooling to zero bins: TryConstFold<FloorDiv> named, TryConstFold<Div> printed as const_fold.h:265 only
ZERO_BINS = {"zero_named": "s44d69df2d5", "zero_named_nd": "sb9ec3a2a40", "zero_site_only": "sa3742a7cef"}


def test_a_site_only_log_joins_the_named_copy_of_its_check(tmp_path):
    logs = {name: (PART, rec) for name, rec in {**WEIGHT, **PADDING, **ZERO_BINS}.items()}
    clusters = triaged(tmp_path, logs)
    assert groups_of(clusters, lambda name: name.split("_")[0]) == [
        ["padding", "padding"], ["weight", "weight", "weight"], ["zero", "zero", "zero"]]


def test_a_lambda_does_not_name_the_other_lambdas_of_its_file(tmp_path):
    # sort.cc's `Unsupported input dtype`: argsort's lambda named (RegisterSort()::<lambda>), topk's printed
    # only as sort.cc:573 (pytest's crash line, IPython): another packed function's lambda, another check
    logs = {"sort_named": ("holdout16", "s188439d47d"), "sort_named_2": ("holdout16", "s7edf2ee9b1"),
            "topk_site_only": ("holdout16", "s867fbd0f25"), "topk_site_only_2": ("holdout16", "sa2b75c308b")}
    clusters = triaged(tmp_path, logs)
    assert clusters["topk_site_only"] not in {clusters["sort_named"], clusters["sort_named_2"]}


def test_a_site_only_log_is_named_by_a_log_an_earlier_run_read(tmp_path):
    # the store keeps which names the sites of a file took with a message, so a later run names the site as
    # one run over both logs would
    logs = tmp_path / "logs"
    for run in ({"zero_named": ZERO_BINS["zero_named"]}, {"zero_site_only": ZERO_BINS["zero_site_only"]}):
        for name, record in run.items():
            shutil.copytree(RAWLOGS / PART / "logs" / record, logs / name)
        result = triage_directory(logs, db_path=tmp_path / "t.db", jobs=1)
    clusters = clusters_of(result.db_path)
    assert clusters["zero_site_only"] == clusters["zero_named"]
