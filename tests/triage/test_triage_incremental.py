"""Triage run after run, as a campaign's rounds run it: a cluster founded by a log that says little (its owner
unread, its traceback cut off) takes as its representative the first member that says more, so that it does
not gather every later failure that shares the few frames its founder kept. Real logs of
bench/rawlogs/holdout6: `Divide by zero` in TryConstFold, reached from the legalization of several ops."""

import shutil

from rawlogs import RAWLOGS, clusters_of

from relayreduce.triage import Store, triage_directory

PART = "holdout6"
# strided_slice with a zero step, its op emitted by the TVMScript parser (no owner read), then three that
# name the op
FOUNDER = {"slice_parser": "s137c5b87dd"}
SLICE = {"slice_a": "sad9765181c", "slice_b": "sdde43bd505", "slice_c": "sf3139dce81"}
# the same check reached from other ops' legalization
OTHERS = {"pool_a": "s55a5aea6f6", "pool_b": "s8a8342e9f5", "resize_a": "s4aa2a421b8", "resize_b": "s7e62973b1c",
          "arange_a": "s711d0d255a", "arange_b": "sbaf2bc4482"}


def _triage_in_runs(root, runs) -> dict[str, str]:
    for logs in runs:
        for name, record in logs.items():
            shutil.copytree(RAWLOGS / PART / "logs" / record, root / "logs" / name)
        result = triage_directory(root / "logs", db_path=root / "t.db", jobs=1)
    return clusters_of(result.db_path)


def test_a_founder_that_names_no_owner_does_not_gather_other_ops_later(tmp_path):
    clusters = _triage_in_runs(tmp_path, [FOUNDER, SLICE, OTHERS])
    slice_cluster = clusters["slice_parser"]
    assert {clusters[n] for n in SLICE} == {slice_cluster}
    for op in ("pool", "resize", "arange"):
        ids = {cid for name, cid in clusters.items() if name.startswith(op)}
        assert len(ids) == 1 and ids != {slice_cluster}, (op, clusters)


def test_the_new_representative_is_stored_and_the_cluster_keeps_its_id(tmp_path):
    first = _triage_in_runs(tmp_path, [FOUNDER])["slice_parser"]
    _triage_in_runs(tmp_path, [SLICE])
    with Store(tmp_path / "t.db") as store:
        reps = {cid: sig for cid, sig, _status in store.clusters_in_order()}
    assert list(reps) == [first]
    # the representative now names the op, where the founder named the parser's frames
    assert reps[first].bottom == ("<emits strided_slice>",)
