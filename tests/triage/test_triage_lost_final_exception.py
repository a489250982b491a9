"""A log cut off before the final exception's own line, in a chain of exceptions.

TVMScript's parser re-raises an error from the op's inference while it handles it (`During handling of the
above exception, another exception occurred:`), and the wrapper's traceback, pytest's and the parser's long
route, is printed last. A log cut off inside that traceback keeps the wrapped error whole: its type, its
message and its native frames are all the log says of what failed. What the lost wrapper would have said of
where (the TVMScript statement being parsed, which names the emitted op) is gone, so the failure joins a
cluster only when no other fits it about as well.
"""

from relayreduce.triage import triage_directory
from relayreduce.triage.signature import signature_of
from rawlogs import RAWLOGS, clusters_of, raw_log, triaged


def test_the_error_a_cut_off_wrapper_was_raised_from_is_the_failure():
    # holdout7: a zero-step R.strided_slice in TVMScript; the log ends inside the parser's frames
    text = raw_log("s116af16343", "holdout7")
    assert "During handling of the above exception" in text and not text.rstrip().endswith("Divide by zero")
    sig = signature_of(None, stderr=text)
    assert sig.final_lost
    assert sig.exception_type == "InternalError" and "Divide by zero" in sig.message
    assert "tvm::ceildiv" in sig.frames
    # a whole log's wrapper is no lost final exception
    assert not signature_of(None, stderr=raw_log("s643db3cc61", "holdout7")).final_lost


def test_a_cut_off_wrapper_joins_the_only_cluster_its_wrapped_error_fits(tmp_path):
    # strided_slice's zero step divides in ceildiv, arange's in floordiv (holdout7)
    strided = ["s116af16343", "s2921dd9b98", "s409ce6d329", "sa159584fa7"]
    arange = ["s063e795a91", "s17e654c78c", "s643db3cc61"]
    got = triaged(tmp_path, {r: ("holdout7", r) for r in strided + arange})
    assert got["s116af16343"] == got["s2921dd9b98"] != got["s063e795a91"]


def test_a_cut_off_wrapper_whose_error_fits_two_clusters_founds_its_own(tmp_path):
    # a zero-stride R.nn.conv3d (holdout11), cut off the same way: its floordiv by zero under R.emit is what
    # conv's and arange's inference both do, and the statement that named the op was in the lost wrapper
    # (the whole part: how close the clusters are depends on the frame statistics of all its logs)
    triage_directory(RAWLOGS / "holdout11" / "logs", db_path=tmp_path / "t.db")
    got = clusters_of(tmp_path / "t.db")
    assert signature_of(None, stderr=raw_log("se7afd376e3", "holdout11")).final_lost
    conv, arange = ["s1e9e556107", "s5b0c7b2f64", "se50246b99d"], ["s16f7cc659e", "s68b72f1cf7", "s7eb4bd0f80"]
    assert got["se7afd376e3"] not in {got[r] for r in conv + arange}
