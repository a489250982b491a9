"""How the arguments of a call into the Relax VM are checked, on real logs of bench/rawlogs: an R.Shape or R.Prim
parameter given an object of another kind (a tuple, list or tensor for a Shape, a tensor for a PrimValue) is its
own mistake, apart from a tensor of the wrong dtype or shape ([messages.classes] in frame_rules.toml); a log cut
off in the call into the keyword-argument check is that check."""

from relayreduce.triage.signature import signature_of

from rawlogs import raw_log


def sig(record, part="holdout31"):
    return signature_of(None, stderr=raw_log(record, part))


def test_a_shape_or_prim_parameter_given_another_kind_of_object_is_not_a_tensor_mismatch():
    # CheckShapeInfo's `expect a Shape but get ffi.Array/ffi.Tensor` (a tuple, a list, an ndarray of the shape)
    shape = [sig(r) for r in ("s1de59ea15d", "s8698b4b4fc", "sca6ca52f30")]
    # CheckPrimValueInfo's `expected dtype T, but received ObjectRef of type ffi.Tensor`, by a direct call, by
    # set_input and by save_function, from a script's run and from pytest
    prim = [sig(r) for r in ("s8512cc1a21", "scbb52ff20e", "se58cc9e300", "sf28cc58b74")]
    assert {s.key for s in shape} == {shape[0].key}
    assert {s.key for s in prim} == {prim[0].key}
    assert shape[0].key != prim[0].key
    # a tensor of the wrong shape, or of the wrong dtype, stays the VM's argument check
    tensor = [sig(r) for r in ("s65d5ea197c", "sb341fc1df3")]
    dtype = sig("s6dee5f26de")
    assert {s.message for s in tensor} == {"arguments do not match the function signature"}
    assert dtype.message == "an argument of another dtype than the function signature says"
    assert len({tensor[0].key, tensor[1].key, dtype.key, shape[0].key, prim[0].key}) == 4


def test_a_log_cut_off_in_a_call_into_the_keyword_check_is_that_check():
    # `set_input(..., weights=w)`: VirtualMachine._convert_func_named_args printed its warning and raised a bare
    # AssertionError, but the log was cut off under set_input's code line, which calls it
    # (`args = self._convert_func_named_args(...)`). Whatever it raised, it raised under that method, which the
    # class takes every failure under (any_message_under), as for `save_function(..., bias=)` printed whole
    cut, whole = sig("sf63dc5cba0"), sig("s557989f35a")
    assert cut.message == "keyword arguments that a VM function does not take"
    assert cut.key == whole.key
