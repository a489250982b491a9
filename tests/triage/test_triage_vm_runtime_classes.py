"""Failures of the Relax VM's run-time API that several checks report, each in its own words, but that are one
mistake whichever check caught it ([messages.classes] in frame_rules.toml), on real logs of bench/rawlogs."""

from relayreduce.triage.cluster import Clusterer
from relayreduce.triage.signature import signature_of

from rawlogs import raw_log


def sig(record, part="holdout31"):
    return signature_of(None, stderr=raw_log(record, part))


def test_the_removed_vm_profiler_is_one_failure_whichever_name_a_script_reached():
    # TVM 0.27 has no VM profiler: `VirtualMachine(..., profile=True)`, `vm.profile()`, `vm["profile"]` and
    # `from tvm.runtime import profiling` fail in Python's or tvm-ffi's words (holdout31 and holdout20, two authors)
    sigs = [sig(r) for r in ("s24707b7243", "s1027761568", "s3873ef0d76", "sb35a78b37d")]
    sigs += [sig(r, "holdout20") for r in ("s4fd01c218a", "s57ae6f04b8", "sce55f9969f")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == "a VM profiler API that TVM 0.27 removed"
    # another function the VM lacks is another mistake
    assert sig("s3e02a938b2").key != sigs[0].key


def test_a_function_the_vm_lacks_is_one_failure_whichever_lookup_caught_it():
    # `vm["main"]` on an nn export and `vm["transform_params"]` (tvm-ffi's `Module has no function`, under
    # VirtualMachine.__getitem__), and `set_input("predict")` (vm.cc's `Unknown function`, pytest --tb=line)
    sigs = [sig(r) for r in ("s3e02a938b2", "sb6d99774db", "s085bee5386")]
    assert {s.key for s in sigs} == {sigs[0].key}
    # the same tvm-ffi message from a Relax executable called like a TIR library, not through the VM
    assert sig("s69b0e21421").key != sigs[0].key
    assert sig("s69b0e21421").message == "Module has no function '<s>'"


def test_stateful_calls_out_of_order_are_one_failure_whichever_step_caught_it():
    # invoke_stateful without set_input (directly and through time_evaluator), get_outputs without invoke_stateful
    sigs = [sig(r) for r in ("s14a94e2e1d", "sba5f173d51", "s701a03cb17", "s6d3a3edb56")]
    assert {s.key for s in sigs} == {sigs[0].key}


def test_keyword_arguments_to_a_vm_function_are_one_failure():
    # `vm["main"](**inputs)` (tvm-ffi's Cython __call__), `timer(lhs=, rhs=)` (the time evaluator's closure) and
    # `save_function(..., bias=)`, whose bare AssertionError is raised in VirtualMachine._convert_func_named_args
    sigs = [sig(r) for r in ("se29358fa4d", "se6e7a54e26", "s557989f35a")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == "keyword arguments that a VM function does not take"
    # an unexpected keyword of another Python function keeps Python's words
    other = signature_of(None, stderr='Traceback (most recent call last):\n  File "a.py", line 3, in <module>\n'
                         "    f(y=1)\nTypeError: f() got an unexpected keyword argument 'y'\n")
    assert other.message.startswith("f() got an unexpected keyword argument")


def test_a_param_dict_loader_given_something_else_is_one_failure():
    # a path where load_param_dict wants bytes (`bytearray(str)`), a shared library and an `.npz` given to
    # load_param_dict_from_file (the format's magic number)
    sigs = [sig(r) for r in ("sa1de97be69", "s31341e13db", "s9d3da9815c")]
    assert {s.key for s in sigs} == {sigs[0].key}


def test_a_temporary_directory_that_cannot_be_made_signs_by_its_caller_not_its_errno():
    # load_module unpacks a `.tar` into a fixed directory beside it: FileExistsError when one is there,
    # FileNotFoundError when its parent is not
    sigs = [sig(r) for r in ("s0560b74ff0", "sbcbce5c7f5", "sb460127650")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert "tvm.runtime.module.load_module" in sigs[0].frames


def test_from_dlpacks_refusals_are_two_checks():
    # tvm-ffi's FromDLPack refuses a view that is not 64-byte aligned and one that is not contiguous: two checks
    # in one function, which its message names as `Check failed:` does; the two do not cluster together
    aligned = [sig(r) for r in ("s2656f03ddd", "s521cfbe673", "sc380e3bf3f")]
    contiguous = sig("s011fecba34")
    assert aligned[0].top[0] != contiguous.top[0]
    assigned = Clusterer().assign_all([*aligned, contiguous])
    assert len({a.cluster_id for a in assigned.values()}) == 2


def test_set_inputs_argument_count_is_the_vms_argument_count():
    # the VM counts a function's arguments where a direct call starts (InvokeBytecode) and, for a stateful
    # call, in set_input (SetInput): weights left out after export_tvm, or a tuple's fields passed one by one
    set_input = [sig(r) for r in ("s21bb9ba57d", "s691b1ccb94")]
    direct = [sig(r) for r in ("s2718e40ea8", "s7289fa4f33")]
    assert {s.key for s in set_input + direct} == {direct[0].key}
    assert direct[0].message == "a function called with the wrong number of arguments"
