"""Elementwise math, casts and predicates against numpy, on real logs of bench/rawlogs (mostly holdout39):

* a wrong result whose numbers say how it was wrong ([messages.wrong_kinds] in frame_rules.toml): integers one
  above a negative reference and right elsewhere (a division rounded toward zero where numpy's `//` floors), and
  uint8 zeros where the reference wrapped a negative value (a negative float cast straight to unsigned);
* a pytest `assert` explained by numpy's isnan (`+  where ... = <ufunc 'isnan'>(...)`): a check of where
  the NaNs are, the wrong result numpy reports as `nan location mismatch`;
* a bool mask handed to TIR's abs, isnan or isinf/isfinite, which have no bool branch ([messages.classes]): one
  failure whichever of them it reached, apart from the float kinds (bfloat16, float8) that each op lacks."""

from relayreduce.triage.signature import WRONG_RESULT, signature_of

from rawlogs import raw_log


def sig(record, part="holdout39"):
    return signature_of(None, stderr=raw_log(record, part))


def test_a_division_rounded_toward_zero_against_a_flooring_reference_is_one_kind_of_wrong_result():
    # relax divide on int8 (IPython), on int32 (a script's traceback), on int64 in TVMScript (pytest -l), and
    # another author's truncdiv bucket index against numpy's // (pytest --tb=short)
    logs = [sig(r) for r in ("s5834e16ae1", "s7307abaa01", "sf8c0c93067")] + [sig("s9a85f65c32", "holdout29")]
    for s in logs:
        assert s.kind == "mismatch" and s.message == WRONG_RESULT
        assert s.top == ("<a wrong result: integers one off a negative reference (a division rounded toward zero "
                         "where the reference floors)>",)
    assert len({s.key for s in logs}) == 1
    # floats one above a positive reference (an in-place update seen twice) are not that kind
    assert sig("s170e4f4367", "holdout31").key != logs[0].key


def test_uint8_zeros_where_the_reference_wrapped_a_negative_are_one_kind_of_wrong_result():
    # float32 -> uint8 (one mismatch, `0 (ACTUAL), 254 (DESIRED)`) and bfloat16 -> uint8 on a 2-D tensor
    f32, bf16 = sig("saf35ca0b70"), sig("se877230795")
    for s in (f32, bf16):
        assert s.kind == "mismatch" and s.message == WRONG_RESULT
        assert s.top == ("<a wrong result: zeros where the reference wrapped a negative into uint8 (a negative "
                         "value cast straight to unsigned)>",)
    assert f32.key == bf16.key
    # an argsort that put a NaN elsewhere (`[0]: 0 (ACTUAL), 4 (DESIRED)`, no uint8) is not that kind
    assert sig("sc53dd9e700", "holdout37").key != f32.key


def test_a_bool_mask_given_to_abs_or_a_nan_test_is_one_failure_whichever_op():
    # isnan(mask) (BlockBuilder), isfinite(equal(...)) (TVMScript), abs(bool) (pytest), and another author's
    # abs / isnan / isfinite of bool
    mask = [sig(r) for r in ("s26ac3cb1db", "sa4fc920047", "s3e6d54e6fe")]
    mask += [sig(r, "holdout12") for r in ("s8c0ab60fc3", "sf4f54b6ab8", "s84d25fbaf0")]
    assert len({s.key for s in mask}) == 1
    assert mask[0].message.startswith("a bool mask given to a sign or NaN/infinity test")
    # float8 abs and bfloat16 isnan (the ops' missing lowerings for a float kind) stay apart from it and from
    # each other
    fp8_abs, bf16_isnan = sig("s002e73ff0b"), sig("s1f259dd2ce")
    assert len({fp8_abs.key, bf16_isnan.key, mask[0].key}) == 3


def test_a_pytest_assert_on_where_the_nans_are_is_numpys_nan_location_mismatch():
    # clip keeping NaN (`assert np.isnan(out).sum() == np.isnan(np.clip(a, -1, 1)).sum(), out`, native traceback)
    # and sign of NaN (`assert np.isnan(out[0]), f"sign(nan) gave {out[0]}"`, --tb=short): pytest explains both
    # with `+  where ... = <ufunc 'isnan'>(...)`; numpy's assert_array_equal (`nan location mismatch`) of maximum
    # says the same of another script
    clip, sign, maximum = sig("s61c097022e"), sig("s9c1b49f391"), sig("s89c1f9457e")
    for s in (clip, sign):
        assert s.kind == "mismatch" and s.message == WRONG_RESULT
    assert clip.key == sign.key == maximum.key
    assert maximum.top == ("<a wrong result: NaN where the reference has none, or none where it has one>",)
