"""A pytest `assert` on a comparison of whole arrays (`assert np.array_equal(got, ref), f"mismatch: {got}"`) is a
wrong result like numpy's own assertion: pytest prints the script's message, then its explanation `assert False` /
`+  where False = <function array_equal at 0x...>(...)`. The script's words are not what the failure is
([kinds] mismatch and [messages] only_wrong_asserted in frame_rules.toml). On real logs of bench/rawlogs/holdout34,
where `relax.op.take` in its default fast mode reads out of bounds: after TOPI's `Fast mode segfaults` warning,
a pytest assert, numpy's assert_allclose in a notebook and a SIGSEGV are one failure."""

from relayreduce.triage.signature import WRONG_RESULT, signature_of

from rawlogs import raw_log


def sig(record, part="holdout34"):
    return signature_of(None, stderr=raw_log(record, part))


def test_pytest_assert_on_array_equal_is_the_wrong_result_that_numpy_reports():
    asserted = sig("s168b65475f")  # pytest: `assert np.array_equal(got, ref), f"take mismatch for index ..."`
    numpy = sig("s9f5245ec8e")  # notebook: np.testing.assert_allclose, `Not equal to tolerance`
    assert asserted.kind == "mismatch"
    assert asserted.message == WRONG_RESULT
    assert asserted.only_warned and asserted.only_warned == numpy.only_warned
    assert asserted.key == numpy.key


def test_pytest_assert_on_something_else_is_not_a_wrong_result():
    # `assert isinstance(...)` explained by pytest (`where False = isinstance(...)`): a check of the script's own,
    # not a comparison of results
    other = sig("s72249ca995", part="holdout33")
    assert other.kind != "mismatch"
    assert other.message != WRONG_RESULT
