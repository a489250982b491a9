"""Failures of custom kernels and callbacks brought into Relax (call_tir with hand-written TIR, TE and TOPI called
directly, call_dps_packed to Python functions), on real logs of bench/rawlogs/holdout29: checks that are one
failure whichever of them caught it ([messages.classes] in frame_rules.toml), and the route into TVM that a
trace with no TVM frame still shows ([frames.called_from_script])."""

from relayreduce.triage.cluster import Clusterer
from relayreduce.triage.parse import parse_trace
from relayreduce.triage.signature import signature_of

from rawlogs import raw_log

PART = "holdout29"


def sig(record, part=PART):
    return signature_of(None, stderr=raw_log(record, part))


def clusters(*groups):
    """The clusters a fresh Clusterer puts each group's signatures in."""
    assigned = Clusterer().assign_all([s for g in groups for s in g])
    return [{assigned[s.key].cluster_id for s in g} for g in groups]


# A wrong dtype, caught by the buffer checks of a compiled PrimFunc (`Mismatched B.dtype on argument #1`): a
# kernel of the module that the VM called through call_dps_packed with an out_ty its output buffer does not take
# (stderr and pytest's long format), against a PrimFunc compiled alone that the script called
# (Executable.__call__) with an input of the wrong dtype
VM_KERNEL = ("s964d313e5a", "s4f353e0342")
DIRECT_CALL = ("s8c6159e8b6", "sd2a94d128b", "s5286dc8ff4")


def test_a_kernel_the_vm_called_and_a_function_the_script_called_are_two_failures():
    vm_kernel, direct = [sig(r) for r in VM_KERNEL], [sig(r) for r in DIRECT_CALL]
    assert {s.message for s in vm_kernel + direct} == {"Mismatched <v>.dtype on argument #<n> when calling:"}
    assert {s.top for s in vm_kernel} == {("<a TVM function the script called>",)}
    assert {s.top for s in direct} == {("tvm.runtime.executable.__call__",)}
    a, b = clusters(vm_kernel, direct)
    assert len(a) == len(b) == 1 and a != b


def test_a_callback_of_the_wrong_arity_is_told_apart_by_who_called_it():
    # call_dps_packed to a Python function without the output parameter (the VM calls it) against a custom
    # legalization that takes the wrong arguments (LegalizeOps calls it): Python's arity error in both
    vm_callback = [sig(r) for r in ("s99599511ec", "sd40d9aa149", "sd9c537d388", "sebf3790961")]
    legalize = [sig(r) for r in ("s3996c20e04", "s5c339ed8f2", "s6cd6e5e9a8")]
    assert {s.message for s in vm_callback + legalize} == {"a callback that does not take the arguments TVM passes"}
    a, b = clusters(vm_callback, legalize)
    assert len(a) == len(b) == 1 and a != b


def test_a_trace_that_shows_no_caller_gets_no_route_frame():
    # pytest --tb=line shows only where tvm-ffi raised (holdout23), and a log cut off inside TVM's native
    # frames has no exception line (holdout25): neither says who called the function
    assert "<a TVM function the script called>" not in sig("s4477ed0bd2", "holdout23").frames
    assert "<a TVM function the script called>" not in sig("s37c8327a20", "holdout25").frames


def test_pytest_long_format_keeps_the_tests_frame_above_a_cython_entry():
    # the test calls vm["main"] (tvm-ffi's Cython __call__, listed as `>   ???` after a `_ _ _` separator)
    trace = parse_trace(raw_log("s4f353e0342", PART))
    assert [f.func for f in trace.frames] == ["test_argmax_rows", ""]
    assert trace.frames[0].line == 34 and trace.frames[-1].file.endswith("tvm_ffi/cython/function.pxi")


def test_a_runtime_tensor_used_as_a_numpy_array_is_one_failure():
    # in a callback the VM calls: indexed, multiplied by a float, added to an int, `.sum()`
    sigs = [sig(r) for r in ("s0698a31535", "s3a2e834121", "sf67a80d8b7", "s7b828b8bb3")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == "a tvm.runtime.Tensor used as a numpy array"


def test_a_relax_variable_handed_to_te_is_one_failure_whichever_te_code_met_it():
    # topi.nn.relu and a hand-written te.compute (`.shape`), topi.fast_tanh in a legalization (`.dtype`), and
    # topi.add, a C++ TOPI function (tvm-ffi cannot pass an `ir.Var` as a PrimExpr)
    sigs = [sig(r) for r in ("s36ba66b0ec", "sbad5e38ed2", "s73c7a55c3f", "s2527720e87")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == "a Relax variable used where TE needs a tensor"


def test_a_reduction_axis_outside_the_rank_is_one_failure_whichever_side():
    # axis == ndim (`val < ndim`, stderr and pytest --tb=line) and axis < -ndim (`val >= 0`)
    sigs = [sig(r) for r in ("s8672203a5f", "s467f9aee7f", "s97490ef9f0")]
    assert {s.message for s in sigs} == {"a reduction axis outside the tensor rank"}
    assert {s.top[0] for s in sigs} == {"<a reduction axis outside the tensor rank>"}
    (a,) = clusters(sigs)
    assert len(a) == 1
