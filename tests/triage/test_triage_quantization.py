"""Triage of quantization failures (bench/rawlogs/holdout24): Relax's quantize/dequantize checks, the PyTorch
importer's missing quantization and bit-shift converters, and int8 sums that wrapped."""

from rawlogs import groups_of, triaged


def _clusters(tmp_path, groups: dict[str, tuple[str, ...]]) -> list[list[str]]:
    """Triage the records of each group together; the groups that each cluster holds, sorted."""
    logs = {f"{name}_{r}": ("holdout24", r) for name, records in groups.items() for r in records}
    return groups_of(triaged(tmp_path, logs), lambda name: name.split("_")[0])


def test_quantize_and_dequantize_share_their_type_inference_checks(tmp_path):
    # InferTypeQuantize and InferTypeDequantize are copies of one function: a scale of the wrong size for the
    # axis (`Size mismatch: ... size of scale param`) is one failure whether the program quantized (BlockBuilder,
    # TVMScript) or dequantized; so is an out_dtype outside the whitelist (int4 for quantize, from a script and
    # from ONNX's QuantizeLinear; bfloat16 for dequantize). The two checks stay two failures.
    groups = {"axis": ("s085de1bde1", "s5736a9d23d", "s329415d65b", "sa99b66e4d1"),
              "dtype": ("s2bf4962fd7", "s4223b7864e", "s916ff8e706")}
    assert _clusters(tmp_path, groups) == [["axis"] * 4, ["dtype"] * 3]


def test_torch_converters_missing_under_another_spelling_are_one_converter(tmp_path):
    # PyTorch exports `x >> n` as `__rshift__` and torch.bitwise_right_shift as `bitwise_right_shift`: one op;
    # the left shift is the same gap in the importer. fake_quantize per tensor, per channel and with tensor
    # qparams (`_..._tensor_qparams`) are one quantization op to convert. quantize_per_tensor (with dequantize)
    # and _int_mm stay converters of their own.
    groups = {"shift": ("s112c58b442", "s4436a93ec0", "s91e5ad0147", "sdbb885902c"),
              "fakeq": ("s218d0eda47", "s31ca7bc542", "s366c1aa995", "sc52de11ab6"),
              "quant": ("s0ecc3cd574", "s3ce404eb52", "sf0aa8d3402", "sff3eaa50aa"),
              "intmm": ("s5836ecee0e", "sa1142caaed", "sfd2d3ec2fa")}
    assert _clusters(tmp_path, groups) == [["fakeq"] * 4, ["intmm"] * 3, ["quant"] * 4, ["shift"] * 4]


def test_int8_sums_that_wrapped_are_one_wrong_result(tmp_path):
    # numpy lists int8 outputs (-67, 64, 19.0) where the reference has tens of thousands (94909 = 370 * 256 - 67):
    # a matmul or conv accumulated in int8 (stderr, pytest, a notebook). An fp16 result a little off its
    # reference, in another script, says no such thing and stays apart.
    groups = {"wrap": ("s605ae28d4a", "seda4cf4d48", "sf3db1d1588"), "fp16": ("s0699abb305",)}
    assert _clusters(tmp_path, groups) == [["fp16"], ["wrap"] * 3]
