"""Signatures: what goes in, stable keys, and the similarity the reducer and the clusterer rely on."""

import itertools
import re

import numpy as np
import pytest

from relayreduce.triage import DEFAULT_THRESHOLD, same_failure
from relayreduce.triage.cluster import Clusterer
from relayreduce.triage.signature import Signature, signature_of, signature_of_failure

from rawlogs import RAWLOGS, groups_of, raw_log, triaged


def test_signature_parts(fixture_text):
    sig = signature_of("exception", stderr=fixture_text("ffi_codegen_internal_error.txt"))
    assert sig.kind == "exception" and sig.exception_type == "InternalError"
    assert sig.message.startswith("CodeGenVM cannot emit this Relax operator directly.")
    assert sig.top == ("tvm::relax::codegen_vm::CodeGenVM::VisitExpr_", "tvm.relax.vm_build._vmcodegen", "tvm.relax.vm_build.build")
    # the crash site is the codegen itself, no other owner is above it: bottom is the entry API
    assert sig.bottom == ("tvm.driver.build_module.compile", "tvm.relax.vm_build.build", "tvm.relax.vm_build._vmcodegen")
    assert sig.frames[0] == sig.top[0] and sig.frames[-1] == "tvm.driver.build_module.compile"
    assert re.fullmatch(r"[0-9a-f]{16}", sig.key)


def test_k_is_configurable(fixture_text):
    text = fixture_text("ffi_tvmscript_reshape_chained.txt")
    sig = signature_of("exception", stderr=text, top_k=1, bottom_k=5)
    assert sig.top == ("tvm::relax::InferTypeReshape",) and len(sig.bottom) == 5
    assert signature_of("exception", stderr=text, top_k=0, bottom_k=0).top == ()
    parse_error = signature_of("exception", stderr=fixture_text("ffi_tvmscript_parse_error.txt"), bottom_k=5)
    # (the ParserError that TVMScript's DiagnosticError wraps, from where the parser caught it; an undefined name
    # is a message class whose only top and bottom frame is the class, see [messages.classes])
    assert parse_error.bottom == parse_error.top and parse_error.frames[-1] == "tvm.relax.script.parser.parser.visit_assign"


def test_wrapped_exception_signs_as_its_cause(fixture_text):
    sig = signature_of(None, stderr=fixture_text("ffi_tvmscript_reshape_chained.txt"))
    assert sig.exception_type == "ValueError"  # not DiagnosticError
    assert sig.message.startswith("Reshape expects the new shape to be convertible")


def test_a_wrapper_pytest_printed_as_e_lines_signs_as_its_cause():
    # holdout19 and 20: pytest's `E` lines of the TIR verifier's InternalError, then TVMScript's DiagnosticError
    # raised while handling it, then where the wrapper was raised (diagnostics.py:324, the parser's Python).
    # The same cause printed as a whole traceback signs as the verifier's error in the verifier's frames.
    whole = signature_of(None, stderr=raw_log("s5d4dbea5fd", "holdout20"))
    for record, part in (("sbd78b09fe0", "holdout20"), ("sf9a7315f49", "holdout19")):
        sig = signature_of(None, stderr=raw_log(record, part))
        assert sig.exception_type == whole.exception_type == "InternalError", record
        assert sig.message.startswith("TIR verifier does not support statement s_tir.SBlockRealize at"), record
        assert sig.frames == (), record  # not the wrapper's raise as the crash site
        assert sig.similarity(whole) >= DEFAULT_THRESHOLD, record
    # holdout22: a DiagnosticError pytest says was raised in native code is the check's own report, and that
    # site stays
    native = signature_of(None, stderr=raw_log("sde1304ad26", "holdout22"))
    assert native.frames and "manipulate.cc" in native.frames[0]


def test_the_condition_a_schedule_check_says_was_broken_keeps_two_limits_apart():
    # holdout20: `parallel`/`vectorize` refuse a loop whose block is `neither a local complete block nor a local
    # reduction block`; the lines below that reason say which numbered condition of each the block broke. An
    # in-place update reads the buffer it writes (complete block #3); an update block whose init
    # decompose_reduction split off is not data parallel (complete block #1). One message, two limits to lift:
    # the broken conditions tell them apart, whichever primitive, capture or loop the script used.
    in_place = ("s177871e6de", "s51f6c92c72", "s9ab59ad833", "sa1b8942dc4")
    decomposed = ("s369bc17fb5", "sa531153b8d", "sc29bd1e058", "sd679366232")
    sigs = {r: signature_of(None, stderr=raw_log(r, "holdout20")) for r in in_place + decomposed}
    for records, broken in ((in_place, "#3"), (decomposed, "#1")):
        for r in records:
            assert sigs[r].message.endswith(f"[detail: condition {broken} as a local complete block; "
                                            "condition #1 as a local reduction block]"), r
    for a, b in itertools.product(in_place, decomposed):
        assert sigs[a].similarity(sigs[b]) < DEFAULT_THRESHOLD, (a, b)
    # the same condition broken under `parallel` and under `vectorize`, or printed by pytest's --tb=line, is one
    assert sigs["s177871e6de"].similarity(sigs["s9ab59ad833"]) >= DEFAULT_THRESHOLD
    assert sigs["s369bc17fb5"].similarity(sigs["sd679366232"]) >= DEFAULT_THRESHOLD


def test_a_call_that_llvms_verifier_refuses_is_known_by_the_function_called():
    # holdout20: `LLVM module verification failed` with `Call parameter type does not match function signature!`,
    # in CodeGenLLVM::Verify every time. The VNNI tensor intrinsic that TVM ships calls vpdpbusd.512 with the
    # operand types of LLVM before 21, whatever kernel uses it; a user's own call_llvm_pure_intrin of another
    # intrinsic with the wrong vector types is another call to fix.
    vnni = [signature_of(None, stderr=raw_log(r, "holdout20"))
            for r in ("s2047c15222", "sbd7150a554", "sc080380448", "sc77503d725")]
    assert {s.message for s in vnni} == {
        "LLVM module verification failed with the following errors: [detail: @llvm.x86.avx512.vpdpbusd.512]"}
    assert all(same_failure(a, b) for a, b in itertools.combinations(vnni, 2))
    for r in ("s1c5fb93f6b", "s25afa798e6", "s8cacf205a7", "s8f40033ebb"):
        user = signature_of(None, stderr=raw_log(r, "holdout20"))
        assert user.message.startswith("LLVM module verification failed with the following errors: [detail: @llvm.x86.avx")
        assert not any(same_failure(user, v) for v in vnni), r


def test_a_gpu_scheduled_kernel_compiled_for_a_cpu_is_one_failure_whichever_lowering_met_it_first():
    # holdout14 and holdout20: a thread-bound kernel fails in CPU LLVM codegen's GetThreadIndex (`not
    # implemented`, by name or, under pytest, by its site in codegen_llvm.cc); one that dlight gave GPU
    # allocations fails earlier, in BuiltinLower (`Unknown device id in current IR`). Both authors labelled
    # the two one cause; holdout15's thread-bound kernels are that failure too.
    records = [("holdout20", r) for r in ("s07ce34a1a1", "s1f3ea71f1b", "sf7a14f09d5", "sfc2e20457a")] + \
              [("holdout14", r) for r in ("s00bd23bf3d", "s4e05712936", "s97825a490c", "sb0e07342d7")] + \
              [("holdout15", r) for r in ("s0a2026f460", "s98df078fd1")]
    sigs = [signature_of(None, stderr=raw_log(r, part)) for part, r in records]
    assert {s.message for s in sigs} == {"a GPU-scheduled kernel compiled for a CPU target"}
    assert all(same_failure(a, b) for a, b in itertools.combinations(sigs, 2))


def test_same_bug_other_values_same_key(fixture_text):
    text = fixture_text("ffi_broadcast_blockbuilder.txt")
    other = (text.replace('name="relax.add"', 'name="relax.maximum"').replace("T.int64(4)", "T.int64(9)")
             .replace("dim 0", "dim 2").replace("line 162", "line 170").replace("e1.py\", line 8", "e1.py\", line 31"))
    assert other != text
    assert signature_of("exception", stderr=text).key == signature_of("exception", stderr=other).key


def test_blockbuilder_and_tvmscript_entry_of_one_check_are_similar(fixture_text):
    bb = signature_of("exception", "ValueError", "Reshape expects the new shape to be convertible from the old shape. "
                      "However, the old shape is R.shape([2, 4]), with product T.int64(8), while the new shape is "
                      "R.shape([3, 3]), with product T.int64(9)",
                      stderr=fixture_text("ffi_broadcast_blockbuilder.txt").replace(
                          "tvm::relax::InferBinaryBroadcastShape(", "tvm::relax::InferTypeReshape("))
    script = signature_of(None, stderr=fixture_text("ffi_tvmscript_reshape_chained.txt"))
    assert bb.key != script.key and bb.top[0] == script.top[0]
    assert bb.similarity(script) >= DEFAULT_THRESHOLD
    assert same_failure(bb, script)


def test_different_checks_are_not_similar(fixture_text):
    codegen_var = signature_of("exception", "InternalError", "Check failed: (it != this->var_arg_map_.end()) is false: "
                               "Var y is not defined", stderr=fixture_text("ffi_codegen_internal_error.txt"))
    codegen_op = signature_of("exception", stderr=fixture_text("ffi_codegen_internal_error.txt"))
    assert codegen_var.similarity(codegen_op) < DEFAULT_THRESHOLD
    wf = signature_of(None, stderr=fixture_text("ffi_well_formed.txt"))
    assert wf.similarity(codegen_var) < 0.5


def test_kind_must_match():
    a = Signature("timeout", "", "", ("tvm.ir.transform.__call__",), ("tvm.driver.build_module.compile",))
    b = Signature("segfault", "", "", ("tvm.ir.transform.__call__",), ("tvm.driver.build_module.compile",))
    assert a.similarity(b) == 0.0 and not same_failure(a, b)
    assert a.similarity(Signature("timeout", "", "", a.top, a.bottom)) == 1.0


def test_missing_frames_are_neutral_only_with_a_message():
    with_frames = Signature("oom", "MemoryError", "Unable to allocate <n> GiB", ("tvm.runtime.empty",), ("tvm.runtime.empty",))
    without = Signature("oom", "MemoryError", "Unable to allocate <n> GiB", (), ())
    assert with_frames.similarity(without) == pytest.approx(1.0)
    bare_a = Signature("segfault", "", "", ("tvm.relax.block_builder.emit",), ("tvm.relax.block_builder.emit",))
    bare_b = Signature("segfault", "", "", (), ())
    assert bare_a.similarity(bare_b) < DEFAULT_THRESHOLD  # nothing else to go by: no free merge


def test_vectorized_scores_equal_pairwise_similarity(fixture_text):
    names = ["ffi_broadcast_blockbuilder.txt", "ffi_codegen_internal_error.txt", "ffi_tvmscript_reshape_chained.txt",
             "ffi_vm_match_shape.txt", "ffi_well_formed.txt", "ffi_bindparams_lambda.txt", "legacy_numbered_at.txt",
             "ffi_tvmscript_parse_error.txt", "python_memory_error.txt", "ffi_oom_bad_alloc.txt"]
    sigs = [signature_of(None, stderr=fixture_text(n)) for n in names]
    sigs += [Signature(s.kind, s.exception_type, s.message, s.top[:1], s.bottom[1:]) for s in sigs]
    sigs = list({s.key: s for s in sigs}.values())
    c = Clusterer(threshold=1.01)  # never merges: every signature becomes a representative
    rep_of = {c.assign(s).cluster_id: s for s in sigs}
    assert len(rep_of) == len(sigs)
    for s in sigs:
        ids, scores = c.scores(s)
        pairwise = np.array([s.similarity(rep_of[cid]) for cid in ids])
        assert len(ids) == sum(x.kind == s.kind for x in sigs) and np.allclose(scores, pairwise)
    for a, b in itertools.combinations(sigs, 2):
        assert a.similarity(b) == pytest.approx(b.similarity(a))


def test_signature_of_failure_json_uses_stderr_for_frames(fixture_text):
    failure = {"kind": "segfault", "exception_type": "", "message": "", "traceback": "", "signal": 11}
    sig = signature_of_failure(failure, fixture_text("segfault_faulthandler_and_ffi_banner.txt"))
    assert sig.kind == "segfault" and sig.top == ("tvm.relax.block_builder.emit",)
    roundtrip = Signature.from_dict(sig.to_dict())
    assert roundtrip == sig and roundtrip.key == sig.key


def test_kind_inferred_from_text(fixture_text):
    assert signature_of(None, stderr=fixture_text("timeout_faulthandler_dump.txt")).kind == "timeout"
    assert signature_of(None, stderr=fixture_text("ffi_oom_bad_alloc.txt")).kind == "oom"
    assert signature_of(None, stderr=fixture_text("python_memory_error.txt")).kind == "oom"
    assert signature_of(None, stderr=fixture_text("terminate_bad_alloc.txt")).kind == "oom"
    assert signature_of(None, stderr=fixture_text("terminate_tvm_error.txt")).kind == "crash"
    assert signature_of(None, stderr=fixture_text("killed_sigkill.txt")).kind == "oom"
    assert signature_of(None, stderr=fixture_text("python_plain_mismatch.txt")).kind == "mismatch"
    assert signature_of(None, stderr=fixture_text("legacy_segfault_stack_trace.txt")).kind == "segfault"
    assert signature_of(None, stderr=fixture_text("ffi_vm_match_shape.txt")).kind == "exception"


def test_annotate_frames_marks_the_signature_frames(fixture_text):
    from relayreduce.triage import annotate_frames, parse_trace

    text = fixture_text("ffi_codegen_internal_error.txt")
    trace = parse_trace(text)
    sig = signature_of(None, stderr=text)
    marks = annotate_frames(trace, sig)
    assert len(marks) == len(trace.frames)
    (frame, name, role) = marks[-1]
    assert "CodeGenVM" in frame.func and name == "tvm::relax::codegen_vm::CodeGenVM::VisitExpr_" and role == "top"
    assert [role for _, _, role in marks[1:4]] == ["bottom", "top+bottom", "top+bottom"]
    assert marks[0][1] is None and marks[0][2] == ""  # the script's top level is dropped by the rules


def test_the_vm_argument_checks_of_a_shape_are_one_failure_and_a_dtype_is_another(fixture_text):
    # real logs: a wrong extent (MatchShape, RuntimeError) and a wrong rank (CheckTensorInfo, ValueError), each
    # with its own check and exception type, are one user mistake; a wrong dtype (CheckTensorInfo) is another,
    # as most authors who met both labelled it (see [messages.classes] in frame_rules.toml)
    shape, ndim, dtype = (signature_of(None, stderr=fixture_text(f"ffi_vm_{f}.txt"))
                          for f in ("match_shape", "check_tensor_ndim", "check_tensor_dtype"))
    assert shape.key == ndim.key != dtype.key
    assert shape.message == "arguments do not match the function signature"
    assert dtype.message == "an argument of another dtype than the function signature says"
    assert shape.top == ("<arguments do not match the function signature>",) and shape.exception_type == ""
    # the checks' frames stay behind the class, for a log cut off before its message to find its cluster
    assert "tvm::runtime::vm::MatchShape" in shape.frames


def test_any_check_that_fails_under_bind_params_is_one_failure():
    # holdout10, 11 and 27: BindParams binds a constant of the wrong shape or dtype, and the type inference of
    # whichever op uses it fails when relax::Bind normalizes the module again (matmul's reduction length,
    # conv2d's channels, broadcasting, a binary op's dtypes). Their authors each labelled these one cause.
    logs = [("s07c9e2299e", "holdout11"), ("s3352f650d3", "holdout11"), ("se05eadeea4", "holdout11"),
            ("s4a792f06cf", "holdout10"), ("s35300610c6", "holdout27"), ("sc2bc492332", "holdout27")]
    sigs = [signature_of(None, stderr=raw_log(r, part)) for r, part in logs]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == "a constant bound to a parameter that its uses reject"
    # the same checks failing outside BindParams keep their own messages
    matmul = signature_of(None, stderr=raw_log("s9c779d1681", "holdout27"))  # (pytest printed no Bind frame)
    assert matmul.message.startswith("Matmul requires the reduction length")


def test_a_callback_that_does_not_take_tvms_arguments_is_not_known_by_its_name():
    # holdout29: Python's arity error names the script's own callback (`relu()`, `my_matmul()`,
    # `KernelLibrary.convNd()`), raised where tvm-ffi called into Python: custom legalizations written as
    # f(call) and called by LegalizeOps as f(bb, call) are one failure, and packed functions without their
    # output parameter called by the VM another
    legalize = [signature_of(None, stderr=raw_log(r, "holdout29")) for r in ("s3996c20e04", "s5c339ed8f2", "s6cd6e5e9a8")]
    packed = [signature_of(None, stderr=raw_log(r, "holdout29")) for r in ("s99599511ec", "sd40d9aa149", "sd9c537d388")]
    assert {s.key for s in legalize} == {legalize[0].key} and {s.key for s in packed} == {packed[0].key}
    assert legalize[0].message == "a callback that does not take the arguments TVM passes"
    # the route stays: a pass's __call__, against the VM function the script called ([frames.called_from_script])
    assert legalize[0].top == ("tvm.ir.transform.__call__",) and packed[0].top == ("<a TVM function the script called>",)
    # the user's own call of a TVM API with arguments it does not take keeps the API's name
    api = signature_of(None, stderr='Traceback (most recent call last):\n  File "a.py", line 3, in <module>\n'
                       '    relax.op.add(x, y, z)\nTypeError: add() takes 2 positional arguments but 3 were given\n')
    assert api.message.startswith("add()")


def test_a_name_from_before_the_structinfo_rename_is_one_mistake_whichever_name_it_was():
    # holdout14 and holdout19: scripts written for a TVM before 0.26 fail on `relax.TensorStructInfo`,
    # `relax.ShapeStructInfo`, `call_tir(out_sinfo=)`, `call_pure_packed(sinfo_args=)` or `Var.struct_info`, each
    # in Python's own words; both authors labelled these one mistake
    logs = [("s7e7c8a4ef9", "holdout14"), ("sffcc4f52f1", "holdout14"), ("se1c006310e", "holdout14"),
            ("s3dc522c6ec", "holdout19"), ("s4542e71bfd", "holdout19"), ("s66c6cbfa48", "holdout19")]
    sigs = [signature_of(None, stderr=raw_log(r, part)) for r, part in logs]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == "a name from before the StructInfo to Type rename"
    # another attribute a module lacks keeps Python's message
    other = signature_of(None, stderr='Traceback (most recent call last):\n  File "a.py", line 3, in <module>\n'
                         "    relax.op.foo(x)\nAttributeError: module 'tvm.relax.op' has no attribute 'foo'\n")
    assert other.message.startswith("module")


def test_a_wrong_result_that_says_a_nan_was_misplaced_is_known_by_that():
    # holdout25: max, min and relu compiled to an ordered compare-and-select drop NaN; three scripts compare with
    # numpy, which says `nan location mismatch` (in --tb=line, --tb=native and plain stderr logs)
    sigs = [signature_of(None, stderr=raw_log(r, "holdout25")) for r in ("s104aab60ff", "sebb2f39f5c", "s92f7296503")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].top == ("<a wrong result: NaN where the reference has none, or none where it has one>",)
    # a wrong result that says only that it was wrong is still known by where its script compared
    fp16 = [signature_of(None, stderr=raw_log(r, "holdout25")) for r in ("s410a8547c1", "s2d43e123c2")]
    assert fp16[0].key != fp16[1].key != sigs[0].key and fp16[0].top[0].startswith("<a wrong result, no more said")


def test_a_wrong_result_whose_outputs_all_stopped_at_one_power_of_two_is_known_by_that():
    # holdout25: fp16 matmuls, nn.Linear and sums accumulate in fp16, and every output stops growing at 512, 1024 or
    # 2048; numpy lists each mismatch (`[0, 0]: 2048.0 (ACTUAL), 4587.74 (DESIRED)`), in plain stderr, pytest's long
    # and short formats, IPython and a notebook
    stalled = ("s1346590175", "s2d43e123c2", "s5458664c9b", "s78692b0178", "s6b8c1333a4", "s8ea7d44777")
    sigs = [signature_of(None, stderr=raw_log(r, "holdout25")) for r in stalled]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].top == ("<a wrong result: a float sum that stopped growing at a power of two "
                           "(an accumulator too narrow for it)>",)
    # not a single value (a scalar result: numpy lists no mismatch), not one that is no power of two (a softmax's
    # probabilities, 15.625 or 1.46), nor a small one (a mean of 0.5, a probability of 1/2048)
    for r in ("s410a8547c1", "sbef8ce3c92", "se032740d8d", "s65db35f72c", "sddc6c002d5"):
        assert signature_of(None, stderr=raw_log(r, "holdout25")).top[0].startswith("<a wrong result, no more said")
    # nor mismatches that stopped at a power of two in some outputs only
    text = raw_log("s6b8c1333a4", "holdout25").replace("[3]: 2048.0 (ACTUAL)", "[3]: 2050.0 (ACTUAL)")
    assert signature_of(None, stderr=text).top[0].startswith("<a wrong result, no more said")
    # (the harness corpus's fp16 sum that stopped at 4096 is a scalar too, and its cause's other records, means and
    # cumsums off by a little, are known by where their program compared, as it is)
    harness = (RAWLOGS.parent / "corpus" / "records" / "rc64181f248" / "stderr.txt").read_text()
    assert "ACTUAL: array(4096.)" in harness
    assert signature_of(None, stderr=harness).top[0].startswith("<a wrong result, no more said")


def test_a_class_check_whose_native_callers_ipython_hid_is_held_against_the_python_that_called_them():
    # holdout25: clip with bounds outside int8/int16/uint8 makes a constant in create_prim_func's simplifier
    # (IntImm's range check for signed dtypes, MakeConstScalar's for unsigned: one class). IPython prints the
    # native frames between create_prim_func and the check as nameless `File <unknown>:0`, so its stack goes
    # from the check straight to create_prim_func, where stderr's names prim::cast, the mutators and
    # CanonicalSimplifier: those are unknown to it, not other
    clip = [signature_of(None, stderr=raw_log(r, "holdout25")) for r in ("sc32b045a2e", "sd7621be0b0", "s52f0d2e90e")]
    ipython = signature_of(None, stderr=raw_log("s5cc2d41f8a", "holdout25"))
    assert ipython.frames[1] == "tvm.te.operation.create_prim_func" and clip[0].frames[1] == "tvm::prim::cast"
    # negate on uint8 makes its constant in Python's PrimExpr.__neg__, which calls MakeConstScalar directly
    negate = [signature_of(None, stderr=raw_log(r, "holdout25")) for r in ("s4dcc4fbeeb", "sac82405e9c")]
    assert {s.message for s in clip + negate + [ipython]} == {"a constant outside the range of its dtype"}
    assigned = Clusterer().assign_all(clip + negate + [ipython])
    assert assigned[ipython.key].cluster_id == assigned[clip[0].key].cluster_id != assigned[negate[0].key].cluster_id


def test_pythons_attribute_error_keeps_the_type_and_the_attribute_it_names():
    # holdout31: an instrument that reads `.shape` of an int the VM passed it, a tuple output used as a tensor,
    # and an instrument that reads the result of a call that returned None end in the same words with other
    # names; the names tell them apart
    def sig(record):
        return signature_of(None, stderr=raw_log(record, "holdout31"))

    int_arg, tuple_output, none_1, none_2 = map(sig, ("s93f115bf84", "s54a95ea141", "s131b8a02be", "s7b6802f5e9"))
    assert int_arg.message == "int object has no attribute shape"
    assert len({int_arg.key, tuple_output.key, none_1.key}) == 3 and none_1.key == none_2.key


def test_tvm_ffis_container_headers_are_never_the_crash_site():
    # holdout27: a rewrite callback's pattern lookup of a key it does not have fails in tvm-ffi's Map, which
    # pytest prints by its relative path (`include/tvm/ffi/container/map_base.h:1152`); the code that looked
    # the key up is the innermost frame, as when the same failure prints the map's own frame (under the class
    # such a lookup in a rewrite callback is, if any: see [messages.classes] in frame_rules.toml)
    short, whole = (signature_of(None, stderr=raw_log(r, "holdout27")) for r in ("s82338c1158", "s900fd47ab2"))
    assert not any("include/tvm/ffi" in f for f in short.frames + whole.frames)
    assert short.frames == whole.frames and "tvm::relax::RewriteCall" in short.frames[:2]


def test_a_comprehensions_frame_is_not_part_of_the_signature():
    # Python 3.12 inlines list comprehensions into their function (PEP 709): the same failure prints a
    # `<listcomp>` frame on 3.11 (holdout14's log) and none on 3.12, and signs alike on both
    import re

    text = raw_log("sd16ab4d644", "holdout14")
    assert "in <listcomp>" in text
    py312 = re.sub(r'  File "[^"]*", line \d+, in <listcomp>\n(?:    .*\n)*?(?=  File )', "", text)
    assert "<listcomp>" not in py312
    assert signature_of(None, stderr=text).key == signature_of(None, stderr=py312).key


def test_two_onnx_converters_failing_in_one_generic_message_are_two_failures():
    # holdout17: Expand's and Attention's converters each fail on a symbolic shape with Python's generic
    # `'Var' object has no attribute 'value'`; the converters are unrelated code in one module, so their being
    # the crash site with one message does not make one failure
    expand, attention = (signature_of(None, stderr=raw_log(r, "holdout17")) for r in ("s2ccd99fbb2", "s382e8beabc"))
    assert expand.top[0].endswith("onnx_frontend.Expand") and attention.top[0].endswith("onnx_frontend.Attention")
    assert expand.message == attention.message
    assert not same_failure(expand, attention)


def test_a_vm_function_called_with_the_wrong_number_of_arguments_is_another_mistake():
    # holdout16 and 22: forgetting a function's parameters (`expects 2 arguments (x, fc.weight), but 1 arguments
    # were provided`) is not passing a wrongly shaped or typed one; 4 of the 6 labellings that met both split
    # them. The argument checks of a shape stay one class.
    count = [signature_of(None, stderr=raw_log(r, "holdout16")) for r in ("s1ba90b0663", "s7af128eec1", "s7d2aa122ca")]
    checks = [signature_of(None, stderr=raw_log(r, "holdout16")) for r in ("s08c1682846", "s8f4e20332f")]
    assert {s.key for s in count} == {count[0].key} and {s.key for s in checks} == {checks[0].key}
    assert count[0].message == "a function called with the wrong number of arguments"
    assert not same_failure(count[0], checks[0])


def test_a_vm_argument_log_cut_before_its_message_joins_the_class(tmp_path, fixture_text):
    from relayreduce.triage import triage_directory

    full = fixture_text("ffi_vm_match_shape.txt")
    # (read in name order: the cut-off log comes after the cluster it belongs to has formed)
    logs = {"a_shape": full, "b_ndim": fixture_text("ffi_vm_check_tensor_ndim.txt"),
            "c_cut": full[: full.index("RuntimeError: Check failed")]}
    for name, text in logs.items():
        (tmp_path / "logs" / name).mkdir(parents=True)
        (tmp_path / "logs" / name / "stderr.txt").write_text(text)
    assert signature_of(None, stderr=logs["c_cut"]).cut_off
    result = triage_directory(tmp_path / "logs", db_path=tmp_path / "t.db")
    assert [c.count for c in result.clusters] == [3]


def test_a_vm_check_that_is_not_about_the_arguments_keeps_its_own_signature(fixture_text):
    other = signature_of(None, stderr=fixture_text("ffi_vm_check_tensor_dtype.txt").replace("loc=param[0]", "loc=ret"))
    assert other.top[0] == "tvm::runtime::vm::CheckTensorInfo [ptr->dtype == dtype.value()]"


def test_a_floating_point_exception_is_a_crash_as_the_sandbox_says_not_a_segfault(fixture_text):
    # SIGFPE: an integer division by zero in compiled code; the sandbox records it as a crash
    segv = fixture_text("segfault_faulthandler_only.txt")
    fpe = segv.replace("Fatal Python error: Segmentation fault", "Fatal Python error: Floating point exception")
    assert fpe != segv
    assert signature_of(None, stderr=segv).kind == "segfault"
    assert signature_of(None, stderr=fpe).kind == "crash"


def test_a_scripts_own_error_reports_the_failure_it_was_raised_from_or_a_childs():
    # holdout18, a fuzzer's harness: it raises its own RuntimeError from TVM's error, or when a worker process
    # failed (the worker's traceback or crash banner printed before), in code of its own

    def sig(record):
        return signature_of(None, stderr=raw_log(record, "holdout18"))

    chained = sig("s6405b0e170")  # `raise RuntimeError("stage compile+run failed ...") from e`
    assert (chained.kind, chained.exception_type) == ("exception", "InternalError")
    assert chained.message.startswith("Cannot decide min_or_max_value")
    worker = sig("s3f3b4f2511")  # the worker raised the same wrapper; the parent: "crashed the worker: exit code 1"
    assert (worker.exception_type, worker.message) == ("InternalError", "Unsupported input dtype: <dtype>")
    assert sig("s0c9ec667c0").kind == "segfault"  # the worker's crash banner, then the parent's RuntimeError
    assert sig("s91a30d73af").kind == "mismatch"  # the worker's own Mismatch: no TVM frame, but the failure


def test_a_scripts_error_saying_its_child_exited_reports_the_childs_failure():
    # holdout16: a script runs a child Python with subprocess and raises its own error when the child exits
    # non-zero, as CalledProcessError would: the child's failure is the failure, whether the script printed the
    # child's output before it (a notebook cell printing `out.stdout`, then `RuntimeError: runner.py exited with
    # 1`) or put the end of it in the message (`child build failed with exit code 1:` and the child's last frames)
    printed = signature_of(None, stderr=raw_log("s81ca9e0dca", "holdout16"))
    assert printed.message == "an argument of another dtype than the function signature says"
    assert printed.key == signature_of(None, stderr=raw_log("s38730c2f58", "holdout16")).key  # run in-process
    in_message = signature_of(None, stderr=raw_log("s8b5bd7a14a", "holdout16"))
    assert (in_message.exception_type, in_message.message) == (
        "InternalError", "Check failed: (t.MatchesCode(DLDataTypeCode::kDLFloat)) is false:")
    assert in_message.top[0].startswith("tvm::codegen::CodeGenLLVM::CreateMul")
    in_process = signature_of(None, stderr=raw_log("sfcccca81e5", "holdout16"))
    assert same_failure(in_message, in_process)


def test_tir_isnan_and_isinf_lacking_a_dtype_kind_are_one_failure_per_kind(tmp_path):
    # holdout12: TIR's isnan and isinf (which isfinite calls) have no branch for bool nor for bfloat16. Which of
    # the two checks a script reached (isnan, isinf, isfinite) does not matter; the dtype's kind does (bool
    # wants the integer branch, bfloat16 the float one). abs lacking bool is the same failure: a bool mask handed
    # to a sign or NaN test (holdout12's and holdout39's authors both group it with isnan's).
    # holdout24: bfloat16 and float8 are both floats without an IEEE branch, one failure of isnan and isinf.
    groups = {"bool": ("holdout12", ("sf4f54b6ab8", "sbdc581c94b", "s84d25fbaf0")),
              "bf16": ("holdout12", ("s7039b24628", "s7133ea7fd9", "se4f70036f8", "s23a0a0d186")),
              "abs": ("holdout12", ("s8c0ab60fc3",)),
              "f8": ("holdout24", ("s8830182860", "sdf524873fb", "sa7b55e0e5f", "s4abf09a75f"))}
    logs = {f"{name}_{r}": (part, r) for name, (part, records) in groups.items() for r in records}
    clusters = groups_of(triaged(tmp_path, logs), lambda name: name.split("_")[0])
    assert [sorted(set(c)) for c in clusters] == [["abs", "bool"], ["bf16", "f8"]]
    msg = signature_of(None, stderr=raw_log("s7039b24628", "holdout12")).message
    assert msg == "Data type <floating-point> not supported for isnan or isinf..."


def test_a_match_cast_that_fails_at_run_time_is_one_failure_whichever_check_caught_it():
    # holdout28: a match_cast in the body asserts a shape its data-dependent value does not have; the VM checks
    # it with the builtins that check parameters (MatchShape's constant and bound-variable checks, RuntimeError;
    # CheckShapeInfo's rank check, ValueError), each in its own words, with `ErrorContext(match_cast, ...)`
    sigs = [signature_of(None, stderr=raw_log(r, "holdout28"))
            for r in ("s825961ad4a", "s8a1a09b3b5", "se637862efc", "s79fa3be137")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == "a match_cast that does not hold at run time"
    # a parameter that fails the same MatchShape check stays with the argument checks
    param = signature_of(None, stderr=raw_log("sa80ccf7f8f", "holdout28"))
    assert param.message == "arguments do not match the function signature"
    assert not same_failure(param, sigs[1])


def test_a_symbolic_value_used_as_a_python_number_is_one_failure_whichever_builtin_refused_it():
    # holdout28: a symbolic extent given to int(), to numpy's shape or range(), or tested with `if`: Python's
    # two TypeErrors and PrimExpr.__bool__'s ValueError are one failure
    sigs = [signature_of(None, stderr=raw_log(r, "holdout28"))
            for r in ("s045c038177", "s29d59bc00e", "sc4e5caa27a", "s4604355711")]
    assert {s.message for s in sigs} == {"a symbolic value used where Python needs a concrete one"}
    assert all(same_failure(a, b) for a, b in itertools.combinations(sigs, 2))
    # the frames stay: the code that took the symbolic value for a number still tells two failures apart
    # (holdout17: ONNX's Conv and MaxPool converters; holdout26: three gradient and optimizer helpers)
    conv, pool = (signature_of(None, stderr=raw_log(r, "holdout17")) for r in ("s591cf206a5", "s3327ea9473"))
    assert conv.message == pool.message and not same_failure(conv, pool)
    grads = [signature_of(None, stderr=raw_log(r, "holdout26")) for r in ("s4f656cac16", "sa452a0e254", "sbacb4f5fea")]
    assert not any(same_failure(a, b) for a, b in itertools.combinations(grads, 2))


def test_an_attribute_that_takes_a_static_integer_given_another_value_is_one_failure_whichever_op():
    # holdout28: tile's repeats, pad's widths, split's indices and one_hot's depth given a symbolic extent; tvm-ffi's
    # argument check names each op's signature and prints what it got (`ir.Var`, `prim.FloorMod`, `ffi.Array`)
    sigs = [signature_of(None, stderr=raw_log(r, "holdout28"))
            for r in ("s41bc54612e", "sa94b3bb12d", "sf329fa6ab0", "sffa9596d07")]
    # holdout17: one_hot's depth given a float or an array
    sigs += [signature_of(None, stderr=raw_log(r, "holdout17")) for r in ("s15629b04f2", "s75fb6b16c9")]
    assert {s.key for s in sigs} == {sigs[0].key}
    assert sigs[0].message == "an attribute that takes a static integer given another value"
    # the same check on an argument of another type keeps its message and frames (holdout30: a pattern table
    # given a function, a dataflow block given a module)
    table, block = (signature_of(None, stderr=raw_log(r, "holdout30")) for r in ("s188d3bbee2", "s1bcb63850f"))
    assert table.message.startswith("Mismatched type on argument") and not same_failure(table, block)


def test_attention_with_a_bias_is_attention_to_its_legalizer():
    # holdout10: sliding-window attention asserts in _nn_attention and, for `R.nn.attention(q, k, v, bias)`, in
    # _nn_attention_bias, in the same words: one gap in one op's legalization
    plain, biased = (signature_of(None, stderr=raw_log(r, "holdout10")) for r in ("s042de5b2f7", "sb4c065b4a2"))
    assert biased.frames[0] == "tvm.relax.transform.legalize_ops.nn._nn_attention"
    assert same_failure(plain, biased)


def test_logical_xor_on_a_non_bool_operand_is_the_logical_ops_failure_not_the_bitwise_ops():
    # holdout12: topi's logical_xor is TIR's bitwise xor, so Relax's logical_xor on float32 fails in the integer-or-
    # bool check that bitwise_xor on a float fails in; logical_and/or/not on a non-bool fail in the bool-only
    # check. The fault is the logical op's (Relax lets a non-bool tensor through), whichever check said so.
    def sig(record):
        return signature_of(None, stderr=raw_log(record, "holdout12"))

    logical = [sig(r) for r in ("sf2c27afa52", "s747b487bee", "s9a12181108", "sc9d6b3ee2b")]
    bitwise = [sig(r) for r in ("s0bdf39861f", "s12c77582c3", "s2afbf845b5", "se007778d9f")]
    assert {s.key for s in logical} == {logical[0].key}
    assert logical[0].message == "a bool-only operator given a non-bool operand"
    assert {s.key for s in bitwise} == {bitwise[0].key} != {logical[0].key}
    assert bitwise[0].message == "an integer-only operator given a non-integer operand"
