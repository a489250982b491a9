"""Failures of Python code that TVM calls or that handles TVM's values (bench/rawlogs/holdout36: custom
legalizations, packed functions, Relax norms), whose logs say one thing in several printers' or checks' words."""

from relayreduce.triage.signature import signature_of
from rawlogs import raw_log as _raw_log, triaged

CALLBACK = "a callback that does not take the arguments TVM passes"


def raw_log(record: str, part: str = "holdout36") -> str:
    return _raw_log(record, part)


def sig(record: str, part: str = "holdout36"):
    return signature_of(None, stderr=raw_log(record, part))


def test_an_arity_error_that_ipython_shows_coming_out_of_a_tvm_ffi_call_is_a_callback_arity_error():
    # IPython drops tvm-ffi's `File <unknown>:0` frames (TVMFFIPyCallback among them): its innermost frame is
    # tvm-ffi's Function.__call__, out of which a Python function that native code called raised the error
    ipython = "sf241926cc8"  # a custom legalization `fast_gelu(call)` without the block builder, under IPython
    assert "fast_gelu() takes 1 positional argument but 2 were given" in raw_log(ipython)
    assert "TVMFFIPyCallback" not in raw_log(ipython)
    assert sig(ipython).message == CALLBACK
    # the same mistake in a plain traceback, which names TVMFFIPyCallback, read so already
    assert sig("s6eb0a77b66").message == CALLBACK


def test_pythons_did_you_mean_suggestion_is_not_part_of_the_message():
    # `tvm.register_func` (gone in 0.27): Python adds a guess from the module's names, or nothing
    guessed, plain = sig("sbee87c8e45"), sig("s459eae204d")
    assert "Did you mean: 'register_object'?" in raw_log("sbee87c8e45")
    assert "Did you mean" not in raw_log("s459eae204d")
    assert "Did you mean" not in guessed.message
    assert guessed.message == plain.message


def test_a_numpy_ufunc_on_a_runtime_tensor_is_a_tensor_used_as_a_numpy_array():
    # np.exp(x) on the tvm.runtime.Tensor a packed function gets, as `x + 0.5` and `x * x` are
    ufunc = "s83732c6c3d"
    assert "loop of ufunc does not support argument 0 of type Tensor which has no callable exp method" in raw_log(ufunc)
    want = "a tvm.runtime.Tensor used as a numpy array"
    assert sig(ufunc).message == want
    assert sig("s6044d7ba3e").message == sig("s79585c8a85").message == want


def test_a_norm_op_given_integer_data_is_one_failure_whichever_norm_checked_it(tmp_path):
    layer, group = "sfd47b6a40e", "s621fe690a2"  # layer_norm on int32 (NormCheckDtypeAndShape); group_norm on int32
    assert "requires the input data to have float dtype" in raw_log(layer)
    assert "expects that data must be float" in raw_log(group)
    assert sig(layer).message == sig(group).message == "a normalization op given integer data"
    # a float dtype that group_norm's check rejects (bfloat16, holdout24) is the check's fault, not this mistake
    bf16 = sig("sa4341c94ae", "holdout24")
    assert "expects that data must be float, but got T.bfloat16" in raw_log("sa4341c94ae", "holdout24")
    assert bf16.message != sig(group).message
    # group_norm's channel count that the groups do not divide stays another failure
    divisor = "sbc6bb39992"
    assert sig(divisor).message != sig(group).message
    got = triaged(tmp_path, {r: ("holdout36", r) for r in (layer, group, divisor)})
    assert got[layer] == got[group] != got[divisor]
