"""Failures of TVM's ONNX importer's converters, on the real logs of bench/rawlogs/holdout17 (ONNX → Relax)."""

from relayreduce.triage.signature import signature_of
from rawlogs import raw_log, triaged

POOL = "tvm.relax.frontend.onnx.onnx_frontend.Pool"


def _clusters(tmp_path, records: list[str]) -> dict[str, str]:
    return triaged(tmp_path, {r: ("holdout17", r) for r in records})


def test_a_resize_output_size_of_the_wrong_rank_is_one_failure_whichever_ranks_inference_caught_it(tmp_path):
    # Resize2D's inference (named, resize.cc:86) and Resize3D's (an IPython log prints it only as resize.cc:202)
    # both reject a `sizes` of ndim 0; Resize's opset-10 misread (its own ValueError) is another failure
    resize2d, resize3d, opset10 = "s7fa5113a7f", "s8f96fed988", "sae7da2477a"
    assert "resize.cc:202" in raw_log(resize3d, "holdout17") and "InferTypeResize2D" in raw_log(resize2d, "holdout17")
    got = _clusters(tmp_path, [resize2d, resize3d, opset10])
    assert got[resize2d] == got[resize3d] != got[opset10]


def test_a_node_whose_converter_class_inherits_its_conversion_is_the_class_that_defines_it(tmp_path):
    # MaxPool(Pool) only renames Pool: the importer's `Error converting operator MaxPool` line is Pool's
    # `_impl_v1`, the frame a full traceback through MaxPool prints (s7967677e68, a notebook's)
    line_only, full = "s3327ea9473", "s7967677e68"
    text = raw_log(line_only, "holdout17")
    assert "Error converting operator MaxPool" in text and "_impl_v1" not in text
    frames = signature_of(None, stderr=text).frames
    assert POOL in frames and not any(f.endswith(".MaxPool") for f in frames)
    got = _clusters(tmp_path, [line_only, full])
    assert got[line_only] == got[full]


def test_a_converter_that_fails_in_its_own_code_owns_the_failure_whichever_converter_ran_it(tmp_path):
    # LpPool runs AveragePool's conversion (Pool's `_impl_v1`), which fails on a symbolic spatial dim as it does
    # when AveragePool's node is converted, and as MaxPool's path does in Pool's helper; Conv's autopad fails
    # in the same words in other code, another failure
    lppool, avgpool, maxpool, conv = "s0db73ecb70", ["s9ec79ca089", "sb119722f89"], "s7967677e68", "s6668ffd14c"
    sig = signature_of(None, stderr=raw_log(lppool, "holdout17"))
    assert sig.top[0] == POOL and POOL in sig.owners
    got = _clusters(tmp_path, [lppool, *avgpool, maxpool, conv])
    assert got[lppool] == got[avgpool[0]] == got[avgpool[1]] == got[maxpool] != got[conv]


def test_a_log_that_lost_whose_converter_it_was_is_placed_by_the_op_the_converter_built(tmp_path):
    # ReduceLogSumExp's converter applies relax.exp to an integer tensor, ReduceL2's relax.sqrt; both fail in the
    # same unary check. A stderr capture has no `Error converting operator` line and the error struck when the
    # importer normalized what the converter returned (no converter frame): the op its message names is relax.exp
    lse, l2, lse_stderr = ["s2b0ae322d4", "sd1f1269802"], ["s0a18395b87", "s9f005bec62"], "sf37dbf5659"
    text = raw_log(lse_stderr, "holdout17")
    assert "Error converting operator" not in text and 'name="relax.exp"' in text
    assert signature_of(None, stderr=text).built == "exp"
    got = _clusters(tmp_path, [*lse, *l2, lse_stderr])
    assert got[lse[0]] == got[lse[1]] != got[l2[0]] == got[l2[1]]
    assert got[lse_stderr] == got[lse[0]]
