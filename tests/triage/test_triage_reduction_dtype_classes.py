"""Failures of reductions, normalizations and VM calls that say the same thing in several words, on real logs of
bench/rawlogs (mostly holdout37, reductions and statistics against numpy):

* a wrong result whose numbers say how it was wrong ([messages.wrong_kinds] in frame_rules.toml): integers where
  numpy's reference has fractions (a mean or variance kept in its int input's dtype), and an int8/int16 result
  against numpy's int64 reference (a sum, cumsum or prod that accumulated in its input's dtype and wrapped);
* Relax's normalization ops (layer_norm, rms_norm, group_norm) rejecting a scale/shift parameter shaped for other
  axes, or integer data, each op in its own words ([messages.classes]);
* a compiled kernel's own argument check (`Mismatched x.dtype on argument #i when calling: ...`) on a parameter
  that the VM function the script called handed through unchecked: the tensor of another dtype that the VM's own
  check reports, unless the kernel was called directly or the argument is the kernel's output buffer."""

from relayreduce.triage.signature import WRONG_RESULT, signature_of

from rawlogs import raw_log


def sig(record, part="holdout37"):
    return signature_of(None, stderr=raw_log(record, part))


def test_integers_where_the_reference_has_fractions_are_one_kind_of_wrong_result():
    # mean of int32 counts (a script's traceback) and variance of int32 data (pytest): `1 (ACTUAL), 1.666 (DESIRED)`
    mean, variance = sig("se57afaf2df"), sig("sd0b68c6fe8")
    # another author's int32 mean pooling through PyTorch's true division, in IPython
    truediv = sig("s95fcf74d6d", part="holdout21")
    for s in (mean, variance, truediv):
        assert s.kind == "mismatch" and s.message == WRONG_RESULT
        assert s.top == ("<a wrong result: integers where the reference has fractions (a result kept in an "
                         "integer dtype)>",)
    assert mean.key == variance.key == truediv.key


def test_a_narrow_integer_result_against_numpys_int64_reference_wrapped():
    # cumsum of int8 (`-116 (ACTUAL), 140 (DESIRED)`, dtype=int8) and prod of int16 (`-353 (ACTUAL), 392863
    # (DESIRED)`, dtype=int16, one mismatch listed): neither is the 8-bit listing the class already knew
    cumsum, prod = sig("s3ced25c269"), sig("sf7bf7491d0")
    for s in (cumsum, prod):
        assert s.message == WRONG_RESULT
        assert s.top == ("<a wrong result: integer sums or products that wrapped in an 8- or 16-bit dtype (an "
                         "accumulator too narrow for them)>",)
    assert cumsum.key == prod.key
    # a float result compared with NaN in the reference is still its own kind
    assert sig("s187387f4b1").key != cumsum.key


def test_a_normalization_parameter_shaped_for_other_axes_is_one_failure_whichever_op_checked_it():
    # rms_norm's weight of another rank (TVMScript), layer_norm's gamma of another size (BlockBuilder, and
    # relax.frontend.nn), group_norm's gamma not the channel count (nn, printed by its location only)
    shaped = [sig(r) for r in ("s202d83c6f5", "s4b14ec17a7", "scf17ba86ab", "sd9e27cb488")]
    assert len({s.key for s in shaped}) == 1
    assert shaped[0].message.startswith("a scale or shift parameter of a normalization op")
    # integer data given to layer_norm / rms_norm (`requires the input data to have float dtype`) and to
    # group_norm (`expects that data must be float`): one failure, apart from the parameters' shapes
    integer = [sig(r) for r in ("s0e4570de12", "s4718c5e0e8", "s461b4c71d2")]
    integer += [sig(r, "holdout36") for r in ("s621fe690a2", "sfd47b6a40e")]
    assert len({s.key for s in integer}) == 1
    assert integer[0].message == "a normalization op given integer data"
    assert integer[0].key != shaped[0].key
    # a float dtype that group_norm rejects (bfloat16) is not integer data
    assert sig("s372c86a7ad", "holdout24").key != integer[0].key
    # group_norm's groups that do not divide the channels is another check of the same op
    assert sig("s3fbb715bce").key not in {shaped[0].key, integer[0].key}


def test_a_kernel_given_a_parameter_of_another_dtype_through_the_vm_is_the_vms_dtype_mismatch():
    vm_check = sig("s67cb565505")  # the VM's own CheckTensorInfo: `expect Tensor with dtype float32 but get float64`
    assert vm_check.message == "an argument of another dtype than the function signature says"
    # float64 numpy weights of relax.frontend.nn modules and of a BlockBuilder model, handed by the VM function
    # to the kernel that uses them, in IPython, a script and pytest, by four authors
    through = [sig("scec9734f04"), sig("s7baab0f195", "holdout31"), sig("sf7fa30c805", "holdout32"),
               sig("sf55d394a60", "holdout35")]
    assert {s.key for s in through} == {vm_check.key}
    # not a kernel the script called itself (Executable.__call__), nor a kernel's output buffer, which the VM
    # allocated from the type the program declared for a call_dps_packed
    for record in ("s8c6159e8b6", "s964d313e5a", "s4f353e0342"):
        assert sig(record, "holdout29").key != vm_check.key
