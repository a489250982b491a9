"""Trace parsing on the shapes TVM 0.27 (and older TVMs, and Python itself) really print.

The ffi_*, segfault_* and timeout_* fixtures were captured from TVM 0.27 with TVM_BACKTRACE=1 (see
bench/corpus/ for the programs); legacy_* reproduce the 0.8-0.20 numbered-frame and <=0.7 [bt] formats.
"""

import re

from relayreduce.triage.normalize import clean_native_symbol
from rawlogs import RAWLOGS, raw_log
from relayreduce.triage.parse import parse_trace
from relayreduce.triage.signature import signature_of

RAW_HOLDOUT = RAWLOGS / "holdout" / "logs"


def funcs(trace):
    return [f.func for f in trace.frames]


def test_tvm_ffi_frames_after_python_frames(fixture_text):
    t = parse_trace(fixture_text("ffi_broadcast_blockbuilder.txt"))
    assert t.exception_type == "ValueError"
    assert t.message.startswith("In ir.Op(span=None")
    assert t.message.endswith("which are not broadcastable.")  # the trailing TVM log line is not message
    crash = t.frames[-1]
    assert "tvm::relax::InferBinaryBroadcastShape(" in crash.func
    assert crash.native and crash.file == "/project/src/relax/op/op_common.cc" and crash.line == 162
    assert t.frames[-2].func == "tvm_ffi.core.Function.__call__" and not t.frames[-2].native
    assert t.frames[0].func == "<module>"


def test_unknown_file_frames_and_chained_diagnostic(fixture_text):
    t = parse_trace(fixture_text("ffi_tvmscript_reshape_chained.txt"))
    assert t.exception_type == "tvm.error.DiagnosticError"
    assert t.cause_type == "ValueError"
    assert t.cause_message.startswith("Reshape expects the new shape")
    unknown = [f for f in t.frames if f.file == "<unknown>"]
    assert unknown and unknown[0].func.startswith("tvm::script::ir_builder::relax::Emit(") and unknown[0].line == 0
    assert "InferTypeReshape" in t.frames[-1].func
    # the final traceback (the long one through the recursive parser) is the one kept
    assert len(t.frames) > 30


def test_python_only_parse_error(fixture_text):
    t = parse_trace(fixture_text("ffi_tvmscript_parse_error.txt"))
    assert t.cause_type == "tvm.script.parser.core.error.ParserError"
    assert t.cause_message == "Undefined variable: undefined_var"
    assert all(not f.native for f in t.frames)


def test_vm_runtime_check_failed(fixture_text):
    t = parse_trace(fixture_text("ffi_vm_match_shape.txt"))
    assert t.exception_type == "RuntimeError"
    assert t.message.startswith("Check failed: input_shape[i] == reg (3 vs. 2)")
    assert "tvm::runtime::vm::MatchShape" in t.frames[-1].func


def test_lambda_frame_and_internal_error(fixture_text):
    t = parse_trace(fixture_text("ffi_bindparams_lambda.txt"))
    assert t.exception_type == "tvm.error.InternalError"
    assert t.frames[-1].func.endswith("::<lambda(tvm::ffi::Any)>")


def test_legacy_numbered_frames_with_at_lines(fixture_text):
    t = parse_trace(fixture_text("legacy_numbered_at.txt"))
    assert t.exception_type == "InternalError"
    assert t.message.startswith("Check failed: (analyzer->CanProveEqual(dim0, dim1)) is false")
    crash = t.frames[-1]
    assert crash.func.startswith("tvm::relax::InferStructInfoBroadcast(")
    assert crash.file == "/opt/tvm/src/relax/op/op_common.cc" and crash.line == 98
    names = funcs(t)
    # numbered frames come after (inside) the Python frames, outermost (6: TVMFuncCall) first
    assert names.index("TVMFuncCall") > names.index("emit")


def test_legacy_diagnostic_message(fixture_text):
    t = parse_trace(fixture_text("legacy_relay_diagnostic.txt"))
    assert t.exception_type == "DiagnosticError"
    assert t.message.startswith("one or more error diagnostics were emitted")
    assert t.frames[-1].func == "tvm::DiagnosticContext::Render()"


def test_legacy_bt_frames_then_python_callback(fixture_text):
    t = parse_trace(fixture_text("legacy_bt_callback.txt"))
    assert t.exception_type == "ValueError"
    assert t.message == "Cannot find workload in attribute of this schedule"
    # the crash site is the Python callback that C++ called, printed after the [bt] frames
    assert t.frames[-1].func == "schedule_conv2d_nchw"
    bt = [f for f in t.frames if f.native]
    assert bt[0].func == "TVMFuncCall" and bt[0].file == "/tvm/build/libtvm.so"
    assert any(f.func.startswith("tvm::relay::backend::RelayBuildModule::Build(") for f in bt)
    assert bt[-1].func == "<unknown>"  # [bt] (0) lib.so(+0x1a8b1f2): no symbol


def test_tvm_ffi_segfault_banner_is_innermost_first(fixture_text):
    t = parse_trace(fixture_text("segfault_ffi_banner_only.txt"))
    assert t.fatal == "segfault" and not t.exception_type
    # printed innermost first; stored outermost first
    assert t.frames[0].func == "0xffffffffffffffff"
    assert t.frames[-1].func.startswith("0x00007f")  # the signal handler frame
    assert t.frames[-3].func == "string_at"


def test_faulthandler_plus_tvm_banner(fixture_text):
    t = parse_trace(fixture_text("segfault_faulthandler_and_ffi_banner.txt"))
    assert t.fatal == "segfault"
    py = [f for f in t.frames if not f.native]
    assert [f.func for f in py] == ["<module>", "emit"]
    assert t.frames.index(py[-1]) < t.frames.index([f for f in t.frames if f.native][0])


def test_faulthandler_only(fixture_text):
    t = parse_trace(fixture_text("segfault_faulthandler_only.txt"))
    assert t.fatal == "segfault"
    assert funcs(t) == ["<module>", "g", "f", "string_at"]


def test_a_banner_after_output_the_crash_cut_short(fixture_text):
    # pytest's progress dots have no newline yet when the test process dies
    text = "\x1b[32m.\x1b[0m\x1b[32m.\x1b[0m" + fixture_text("segfault_faulthandler_only.txt")
    t = parse_trace(text)
    assert t.fatal == "segfault"
    assert funcs(t) == ["<module>", "g", "f", "string_at"]


def test_legacy_tvm_segfault_stack_trace(fixture_text):
    t = parse_trace(fixture_text("legacy_segfault_stack_trace.txt"))
    assert t.fatal == "segfault"
    assert t.frames[0].func == "TVMFuncCall"  # frame 9: outermost
    assert t.frames[-1].func.startswith("_ZN3tvm7runtime6detail17backtrace_handler")  # frame 0


def test_timeout_dump(fixture_text):
    t = parse_trace(fixture_text("timeout_faulthandler_dump.txt"))
    assert t.fatal == "timeout"
    assert t.frames[-1].func == "create_prim_func" and t.frames[0].func == "<module>"


def test_terminate_called(fixture_text):
    t = parse_trace(fixture_text("terminate_bad_alloc.txt"))
    assert t.exception_type == "std::bad_alloc" and t.message == "std::bad_alloc" and t.fatal == "abort"
    t = parse_trace(fixture_text("terminate_tvm_error.txt"))
    assert t.exception_type == "tvm::ffi::Error"
    assert t.message.startswith("InternalError: Check failed: (node_ != nullptr)")
    assert [f.func for f in t.frames] == ["<module>", "invoke_stateful"]


def test_multiline_message_and_cython_frames(fixture_text):
    t = parse_trace(fixture_text("python_plain_mismatch.txt"))
    assert t.exception_type == "AssertionError"
    assert "Not equal to tolerance rtol=1e-05" in t.message and "Mismatched elements" in t.message
    t = parse_trace(fixture_text("python_memory_error.txt"))
    assert t.exception_type == "MemoryError"
    assert t.frames[-1].func == "numpy.random._common.double_fill"


def test_direct_cause_chain():
    text = """Traceback (most recent call last):
  File "a.py", line 2, in f
    d["k"]
KeyError: 'k'

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "a.py", line 5, in <module>
    f()
  File "a.py", line 4, in f
    raise ValueError("missing") from e
ValueError: missing
"""
    t = parse_trace(text)
    assert (t.exception_type, t.message, t.cause_type, t.cause_message) == ("ValueError", "missing", "KeyError", "'k'")


def test_last_failure_in_a_log_wins():
    text = """Traceback (most recent call last):
  File "a.py", line 1, in <module>
KeyError: 'first'
retrying with another seed
Traceback (most recent call last):
  File "b.py", line 9, in run
ZeroDivisionError: division by zero
"""
    t = parse_trace(text)
    assert t.exception_type == "ZeroDivisionError" and not t.cause_type and t.frames[-1].func == "run"


def test_garbage_never_raises():
    for text in ["", "\x00\x01\x02", "Traceback (most recent call last):", "  12: ", "File \"x\", line",
                 "!!!!!!! Segfault encountered !!!!!!!", "terminate called after throwing an instance of 'x'",
                 "Traceback (most recent call last):\n  File \"a\", line 1, in f\n", "\n" * 1000, "a: b\n" * 50]:
        parse_trace(text)
    assert parse_trace("just some output\nno failure here\n").empty


# -- logs as users have them (captured from TVM 0.27: a zero-size R.mean compiled with tvm.compile) -------------

def _assert_mean_divide_by_zero(t):
    assert t.exception_type == "tvm.error.InternalError"
    assert t.message == "Check failed: fb->value != 0 (0 vs. 0) : Divide by zero"
    funcs = [f.func for f in t.frames]
    # the frames after tvm-ffi's blank lines, down to the legalization that owns the bug
    assert "_mean" in funcs and "_te_mean" in funcs and any(f.startswith("tvm::te::compute(") for f in funcs)


def test_blank_line_separated_ffi_frames_after_program_text(fixture_text):
    text = fixture_text("ffi_blank_line_frames_after_output.txt")
    assert text.startswith("# from tvm.script import ir as I") and "\n\n  File " in text
    t = parse_trace(text)
    _assert_mean_divide_by_zero(t)
    assert "TryConstFold" in t.frames[-1].func  # the crash site, after 8 blank-line-separated frames


def test_crlf_log_parses_like_lf(fixture_text):
    text = fixture_text("ffi_blank_line_frames_after_output.txt")
    lf, crlf = parse_trace(text), parse_trace(text.replace("\n", "\r\n"))
    assert (crlf.exception_type, crlf.message, crlf.frames) == (lf.exception_type, lf.message, lf.frames)


def test_pytest_long_traceback_with_ansi_colours(fixture_text):
    text = fixture_text("pytest_long_ansi.txt")
    assert "\x1b[" in text and "Captured stderr call" in text
    t = parse_trace(text)
    _assert_mean_divide_by_zero(t)
    assert t.frames[-2].func.startswith("tvm::div(")
    # pytest names the innermost frame only by where it raised, under the `E` lines
    assert (t.frames[-1].func, t.frames[-1].file, t.frames[-1].line) == ("", "/project/src/ir/prim/const_fold.h", 265)


def test_pytest_exception_lines_indented_under_a_function_body_and_a_syntax_errors_location():
    # pytest indents `E` lines as deep as the source line above them; a SyntaxError prints where it points
    # before `SyntaxError: message` (bench/rawlogs/holdout: TVMScript printing a name that does not parse back)
    log = next((RAW_HOLDOUT / "s44a7d43d78").iterdir()).read_text()
    assert "E         File \"<unknown>\", line 7" in re.sub(r"\x1b\[[0-9;]*m", "", log)
    t = parse_trace(log)
    assert (t.exception_type, t.message) == ("SyntaxError", "invalid decimal literal")
    t = parse_trace("a/b.py:12: in f\n    x()\nE       tvm.error.InternalError: boom\nE         detail\n")
    assert (t.exception_type, t.message) == ("tvm.error.InternalError", "boom\n  detail")


def test_pytest_bare_exception_type_without_a_message():
    # a bare `assert` fails as `E       AssertionError`: one word, which pytest's last line names as the type
    # (bench/rawlogs/holdout3: nn.Tensor's shape check, the same failure as the stderr logs' `AssertionError`)
    t = parse_trace(next((RAW_HOLDOUT.parents[1] / "holdout3" / "logs" / "s15b5fea040").iterdir()).read_text())
    assert (t.exception_type, t.message) == ("AssertionError", "")
    assert t.frames[-1].file.endswith("relax/frontend/nn/core.py") and t.frames[-1].line == 106
    # a failed `assert` shows pytest's rewritten comparison, and the last line names the type
    t = parse_trace("a/b.py:12: in f\n    x()\nE       assert 2 == 3\n\na/c.py:3: AssertionError\n")
    assert (t.exception_type, t.message) == ("AssertionError", "assert 2 == 3")


def test_pytest_native_traceback_stops_at_captured_section(fixture_text):
    t = parse_trace(fixture_text("pytest_native.txt"))
    _assert_mean_divide_by_zero(t)


def test_earlier_printed_traceback_does_not_win(fixture_text):
    earlier = 'Traceback (most recent call last):\n  File "a.py", line 3, in <module>\n    f()\nKeyError: \'w\'\n'
    t = parse_trace("step 1 ok\n" + earlier + "retrying without w\n" + fixture_text("ffi_blank_line_frames_after_output.txt"))
    _assert_mean_divide_by_zero(t)


def test_truncated_log_still_shows_a_failure(fixture_text):
    from relayreduce.triage.signature import signature_or_none

    text = fixture_text("ffi_blank_line_frames_after_output.txt")
    cut = text[: text.index("_te_mean")]  # a CI log limit cut the trace before its exception line
    t = parse_trace(cut)
    assert t.frames and not t.exception_type
    sig = signature_or_none(None, stderr=cut)
    assert sig is not None and sig.kind == "exception"


def test_a_frame_cut_off_in_its_name_keeps_where_it_is():
    # a log-size limit cut the last line inside CodeGenLLVM::CreateAdd's name (main's own corpus); the file
    # and line were printed whole, and the name of a template cut in its `[with ...]` note is whole too
    text = raw_log("s3ea005e0ab")
    assert text.endswith("in llvm::Value* tvm::codegen::CodeGen")
    cut = parse_trace(text).frames[-1]
    assert (cut.func, cut.file, cut.line, cut.native) == ("", "/project/src/target/llvm/codegen_llvm.cc", 1614, True)
    assert parse_trace(text[: text.rindex(", in ")]).frames[-1].func == "tvm_ffi.core.Function.__call__"
    # holdout22: cut after the line number's comma, before ` in`: the number was printed whole
    cut = parse_trace(raw_log("s3cbacd6670", "holdout22")).frames[-1]
    assert (cut.func, cut.file, cut.line) == ("", "/project/src/runtime/vm/builtin.cc", 153)
    assert clean_native_symbol(
        "tvm::ffi::Optional<tvm::PrimExpr> tvm::prim::detail::TryConstFold(tvm::PrimExpr, tvm::PrimExpr) [with Op"
    ) == "tvm::prim::detail::TryConstFold"


def test_a_frame_of_tvms_python_cut_off_in_its_name_is_named_by_the_installed_source():
    # holdout21: a log cut inside `_index_put` (the importer's converter, the failure's owner) and inside
    # `from_exported_program`; holdout3: inside BlockBuilder's `emit_output`. The installed TVM's function that
    # holds the printed line begins with what the log kept: that is its name. A name the installed source does
    # not complete (another build's line, a user's script) stays cut, the frame known by where it is.
    for record, part, kept, name in [("s9251fba8ec", "holdout21", "_index_p", "_index_put"),
                                     ("s8a3335b54b", "holdout21", "from_ex", "from_exported_program"),
                                     ("sa17e1d0b14", "holdout3", "emit_out", "emit_output")]:
        text = raw_log(record, part)
        assert text.endswith(f"in {kept}")
        assert parse_trace(text).frames[-1].func == name
        other_line = re.sub(r"line (\d+), in \w+$", lambda m: f"line {int(m.group(1)) + 400}, in {kept}", text)
        assert parse_trace(other_line).frames[-1].func == ""
    script = raw_log("s5c93c54feb", "holdout29")
    assert parse_trace(script).frames[-1].func == ""


def test_ipythons_note_of_hidden_frames_is_not_the_end_of_its_traceback():
    # holdout21: IPython leaves out numpy's assert_allclose (it hides itself with __tracebackhide__) and says so
    # between the frames; the frames after the note and the exception line are still the traceback's
    text = raw_log("s92de3c562d", "holdout21")
    assert "[... skipping hidden 1 frame]" in text
    trace = parse_trace(text)
    assert trace.exception_type == "AssertionError" and trace.message.startswith("Not equal to tolerance")
    assert "(shapes (1, 8, 4, 2), (1, 8, 4, 4) mismatch)" in trace.message
    assert funcs(trace)[-2:] == ["<module>", "assert_array_compare"]
    sig = signature_of(None, stderr=text)
    assert sig.kind == "mismatch" and sig.top == ("<a wrong result: a result of another shape than the reference>",)


def test_tvms_note_in_place_of_a_hidden_diagnostic_is_that_failure():
    # TVM's excepthook prints only this note, to stdout, for an uncaught DiagnosticError without TVM_BACKTRACE
    # (holdout10, a combined capture); it is the last failure, after a traceback the script printed itself
    note = raw_log("s4b0d25dbf3", "holdout10")
    assert "Traceback" not in note and "note: run with `TVM_BACKTRACE=1`" in note
    for text in (note, 'Traceback (most recent call last):\n  File "a.py", line 3, in <module>\nKeyError: 1\n' + note):
        trace = parse_trace(text)
        assert trace.exception_type == "tvm.error.DiagnosticError" and trace.message.startswith("note: run with")


def test_bare_check_failed_and_error_lines():
    t = parse_trace("[10:00:01] building\n[10:00:02] src/relax/op/nn.cc:88: Check failed: (groups > 0) is false: bad\n")
    assert t.message == "Check failed: (groups > 0) is false: bad" and not t.frames
    t = parse_trace("compiling...\ntvm.error.InternalError: Check failed: x == y\ndone\n")
    assert t.exception_type == "tvm.error.InternalError" and t.message == "Check failed: x == y"


def test_the_last_tvm_warning_before_a_crash_banner_is_kept():
    text = ("[09:18:15] /project/src/relax/ir/block_builder.cc:67: Warning: BlockBuilder destroyed with remaining blocks!\n"
            "[09:18:16] /project/include/tvm/topi/transform.h:1261: Warning: Fast mode segfaults when there are "
            "out-of-bounds indices. Make sure input indices are in bound\n"
            "running the model\n"
            "!!!!!!! Segfault encountered !!!!!!!\n"
            '  File "Objects/call.c", line 214, in _PyObject_MakeTpCall\n')
    trace = parse_trace(text)
    assert trace.fatal == "segfault"
    site, message = trace.warning
    assert (site.file, site.line) == ("/project/include/tvm/topi/transform.h", 1261)
    assert message.startswith("Fast mode segfaults")
    assert parse_trace(text.split("running")[1]).warning is None


def test_llvms_jit_error_before_a_crash_banner_is_its_last_words():
    # holdout29: a call_extern symbol LLVM's JIT cannot resolve; TVM then segfaults with no frame of its own
    from relayreduce.triage import signature_of

    sigs = [signature_of(None, stderr=raw_log(r, "holdout29")) for r in ("s34f9969eed", "s40b1c73f8b", "sc685dbabca")]
    assert {s.top for s in sigs} == {("<warned at llvm::orc::ExecutionSession::reportError>",)}
    site, message = parse_trace(raw_log("s40b1c73f8b", "holdout29")).warning
    assert message == "Symbols not found: [ my_fast_exp ]"
    # a segfault in a hand-written kernel that printed no such line is not one of them
    assert signature_of(None, stderr=raw_log("s5a4cdfe2ab", "holdout29")).top == ()


def test_pytests_own_entry_for_the_test_function_is_a_frame_with_its_running_line():
    # pytest's long format prints the test function's entry as a source listing (`>` on the running line) and a
    # bare location, before the first `path:N: in func` frame (holdout9, another author's log)
    trace = parse_trace(raw_log("sfdc5aeb575", "holdout9"))
    test = trace.frames[0]
    assert (test.func, test.file, test.line) == ("test_nhwc_pool", "test_nhwc_maxpool.py", 29)
    assert test.source.startswith("p = bb.emit(relax.op.nn.max_pool2d(")
    assert trace.frames[1].func == "emit"


# One failure (max_pool2d with a zero stride, emitted through a BlockBuilder) as Python, IPython, a notebook run
# by nbconvert, a worker process of concurrent.futures and of multiprocessing, a child Python under
# subprocess.run(check=True) and pytest --tb=line print it. Captured from TVM 0.27 (paths made neutral).
PLAIN_POOL = "python_max_pool2d_zero_stride.txt"
POOL_FORMATS = ("ipython_script_ansi.txt", "nbconvert_cell_error.txt", "remote_process_pool.txt",
                "remote_multiprocessing_pool.txt", "child_process_check.txt")
DIVIDE_BY_ZERO = "Check failed: pb->value != 0 (0 vs. 0) : Divide by zero"


def test_ipython_traceback_frames_are_named_as_pythons_own(fixture_text):
    t = parse_trace(fixture_text("ipython_script_ansi.txt"))
    plain = parse_trace(fixture_text(PLAIN_POOL))
    assert (t.exception_type, t.message) == ("InternalError", DIVIDE_BY_ZERO)
    # IPython names a method by its qualified name and lists the code around the running line
    assert [(f.func, f.line) for f in t.frames[:4]] == [(f.func, f.line) for f in plain.frames[:4]]
    assert t.frames[2].source.startswith("y = bb.emit_output(relax.op.nn.max_pool2d(")
    # the native frames IPython prints without a name keep where they are; `File <unknown>:0` says nothing
    assert (t.frames[-1].func, t.frames[-1].file, t.frames[-1].line) == ("", "/project/src/ir/prim/const_fold.h", 301)
    assert all(f.file != "<unknown>" for f in t.frames)


def test_a_notebooks_failure_is_the_cells_not_nbconverts(fixture_text):
    t = parse_trace(fixture_text("nbconvert_cell_error.txt"))
    assert (t.exception_type, t.message) == ("InternalError", DIVIDE_BY_ZERO)
    assert [f.file for f in t.frames[:2]] == ["<ipython-input In[2]>", "<ipython-input In[1]>"]
    assert t.frames[1].source.startswith("y = bb.emit_output(relax.op.nn.max_pool2d(")


def test_a_worker_processs_frames_go_on_from_the_parents(fixture_text):
    for name, wait in (("remote_process_pool.txt", "result"), ("remote_multiprocessing_pool.txt", "map")):
        t = parse_trace(fixture_text(name))
        assert (t.exception_type, t.message) == ("tvm.error.InternalError", DIVIDE_BY_ZERO), name
        names = funcs(t)
        assert names[0] == "<module>" and wait in names and names.index(wait) < names.index("compile_it"), name
        assert "TryConstFold" in names[-1], name


def test_a_failed_child_process_is_the_childs_failure(fixture_text):
    t = parse_trace(fixture_text("child_process_check.txt"))
    assert (t.exception_type, t.message) == ("tvm.error.InternalError", DIVIDE_BY_ZERO)
    assert "TryConstFold" in t.frames[-1].func


def test_rich_and_loguru_tracebacks_sign_as_pythons_own(fixture_text):
    # the same failure under `rich.traceback.install(show_locals=True)`, raised again as the service's own
    # error, and under loguru's `@logger.catch` (`> File` on the catching frame, variables annotated under
    # the code): the panel's folded headers and the annotations leave the frames as Python prints them
    from relayreduce.triage import signature_of
    plain = signature_of(None, stderr=fixture_text(PLAIN_POOL))
    for name in ("rich_traceback_locals_chained.txt", "loguru_catch_diagnose.txt"):
        sig = signature_of(None, stderr=fixture_text(name))
        assert (sig.key, sig.frames) == (plain.key, plain.frames), name
    t = parse_trace(fixture_text("rich_traceback_locals_chained.txt"))
    assert (t.exception_type, t.cause_type, t.cause_message) == ("CompileFailed", "InternalError", DIVIDE_BY_ZERO)
    assert t.causes[0].frames[-1].func.endswith("TryConstFold(tvm::PrimExpr, tvm::PrimExpr) [with Op = tvm::prim::FloorDiv]")


def test_a_rich_log_records_indented_panel_and_wrapped_message(fixture_text):
    # logging's RichHandler: the panel stands under the record's time and level, narrower than the console,
    # and the message below it is wrapped at the panel's width; TVM's warning after it is not the message
    t = parse_trace(fixture_text("rich_handler_log_record.txt"))
    plain = parse_trace(fixture_text(PLAIN_POOL))
    assert (t.exception_type, t.message) == ("InternalError", DIVIDE_BY_ZERO)
    assert [(f.func, f.line) for f in t.frames[-3:]] == [(f.func, f.line) for f in plain.frames[-3:]]
    assert [f.func for f in t.frames[:3]] == ["<module>", "compile_it", "build"]


def test_a_traceback_inside_a_json_log_record_is_read(fixture_text):
    # a JSON formatter writes the traceback as one escaped string field of the record; cut off by a size
    # limit inside that string, the frames it holds are still read
    from relayreduce.triage import signature_of
    text = fixture_text("json_log_record.txt")
    plain = parse_trace(fixture_text(PLAIN_POOL))
    t = parse_trace(text)
    assert (t.exception_type, t.message) == ("tvm.error.InternalError", DIVIDE_BY_ZERO)
    assert [(f.func, f.line) for f in t.frames[-4:]] == [(f.func, f.line) for f in plain.frames[-4:]]
    assert signature_of(None, stderr=text).key == signature_of(None, stderr=fixture_text(PLAIN_POOL)).key
    cut = text[:text.index('\\n  File \\"python/tvm_ffi')]
    assert [f.func for f in parse_trace(cut).frames][-2:] == ["build", "emit_output"]
    # cut just after a backslash of an escape
    cut = text[:text.index('\\n  File \\"python/tvm_ffi') + 1]
    assert [f.func for f in parse_trace(cut).frames][-2:] == ["build", "emit_output"]


def test_an_exception_logged_as_its_repr_is_the_failure(fixture_text):
    # a service that logs `compile failed: %s` and then `%r` of the error, with no traceback: the repr gives
    # the type as well; a target string TVM 0.27 refuses, logged as a repr, has no `Check failed` to go by
    t = parse_trace(fixture_text("logging_str_and_repr.txt"))
    assert (t.exception_type, t.message) == ("InternalError", DIVIDE_BY_ZERO)
    t = parse_trace(fixture_text("logging_repr_value_error.txt"))
    assert t.exception_type == "ValueError"
    assert t.message.startswith('Cannot parse target string "llvm -mcpu=skylake". CLI target string form')
    assert t.message.endswith("Target creation from string failed: llvm -mcpu=skylake")


def test_pytest_tb_line_gives_the_exception_and_where_it_was_raised(fixture_text):
    t = parse_trace(fixture_text("pytest_tb_line.txt"))
    assert (t.exception_type, t.message) == ("tvm.error.InternalError", DIVIDE_BY_ZERO)
    assert [(f.file, f.line) for f in t.frames] == [("/project/src/ir/prim/const_fold.h", 301)]
    t = parse_trace(fixture_text("pytest_tb_line_multiline.txt"))
    assert (t.exception_type, t.message) == ("ValueError", "first line\nsecond line")
    # an exception whose name does not end in Error (holdout24: TVM's OpNotImplemented from the ONNX importer)
    t = parse_trace(raw_log("sfe04276b59", "holdout24"))
    assert (t.exception_type, t.message) == (
        "tvm.error.OpNotImplemented", "The following operators are not supported for frontend ONNX: QLinearMatMul")
    assert [f.line for f in t.frames] == [6469]
    # a bare assert, with no message: pytest ends the entry with `path:N: AssertionError` (holdout26, after the
    # test's captured stderr)
    t = parse_trace(raw_log("s9f1de14f9d", "holdout26"))
    assert (t.exception_type, t.message) == ("AssertionError", "")
    assert [(f.file.rsplit("/", 1)[-1], f.line) for f in t.frames] == [("grad.py", 178)]


def test_a_ci_logs_timestamp_on_every_line_is_not_part_of_the_trace():
    from relayreduce.triage import signature_of
    text = raw_log("s2e1a0eca1c")  # conv2d's legalization reaching topi with blank-line separated ffi frames
    plain = signature_of(None, stderr=text)
    lines = text.splitlines(keepends=True)
    github = "\ufeff" + "".join(f"2026-11-26T15:20:{k % 60:02d}.{k:07d}Z {line}" for k, line in enumerate(lines))
    jenkins = "".join(f"[2026-11-26T15:20:{k % 60:02d}.{k % 1000:03d}Z] {line}" for k, line in enumerate(lines))
    for stamped in (github, jenkins):
        sig = signature_of(None, stderr=stamped)
        assert (sig.key, sig.frames) == (plain.key, plain.frames) and len(plain.frames) >= 5


def test_a_log_systems_prefix_on_every_line_is_not_part_of_the_trace():
    # journald (`journalctl -u svc`) and docker compose (`docker compose logs`) put their own prefix before
    # every line a service printed, a timestamp in it or not
    from relayreduce.triage import signature_of
    text = raw_log("s2e1a0eca1c")  # conv2d's legalization reaching topi with blank-line separated ffi frames
    plain = signature_of(None, stderr=text)
    lines = text.splitlines(keepends=True)
    journald = "".join(f"Nov 26 18:00:{k % 60:02d} gpu-host-3 compile-svc[81234]: {line}" for k, line in enumerate(lines))
    compose = "".join(f"compile-1  | {line}" for line in lines)
    for prefixed in (journald, compose):
        sig = signature_of(None, stderr=prefixed)
        assert (sig.key, sig.frames) == (plain.key, plain.frames) and len(plain.frames) >= 5


def test_pytests_chained_exceptions_keep_the_chain():
    # holdout15: TVMScript's DiagnosticError raised while handling the TIR verifier's InternalError, in pytest's
    # long format; the plain-Python log of the same cause shows the same chain
    for record in ("s458d53594e", "s3d88149fae"):
        t = parse_trace(raw_log(record, "holdout15"))
        assert t.exception_type == "tvm.error.DiagnosticError", record
        assert t.cause_type == "tvm.error.InternalError", record
        assert t.cause_message.startswith("TIR verifier does not support statement s_tir.SBlockRealize"), record


def test_pytest_tb_line_with_the_tests_captured_output_between():
    # holdout16: --tb=line puts the test's captured stderr between the `E` line and where the error was raised
    for record, which, line in (("s91ba789a31", "max", 213), ("sd14fdf4965", "min", 267)):
        t = parse_trace(raw_log(record, "holdout16"))
        assert (t.exception_type, t.message) == ("tvm.error.InternalError", f"Cannot decide {which}_value for typeT.bool")
        assert [(f.file, f.line) for f in t.frames] == [("/project/src/ir/prim/op.cc", line)]


def test_pytest_tb_line_of_a_message_that_starts_on_the_next_line():
    # holdout25 and holdout20: numpy's assertion message starts with a line break, so --tb=line prints
    # `E   AssertionError: ` with nothing after it, the message indented under it, and `x.py:24: AssertionError:`
    t = parse_trace(raw_log("s104aab60ff", "holdout25"))
    assert t.exception_type == "AssertionError"
    assert t.message.startswith("Not equal to tolerance rtol=1e-07, atol=0") and "nan location mismatch:" in t.message
    assert [(f.file.rsplit("/", 1)[-1], f.line) for f in t.frames] == [("maximum_clamp.py", 24)]
    t = parse_trace(raw_log("s0e9afe788c", "holdout20"))
    assert (t.exception_type, t.message.partition("\n")[0]) == ("AssertionError", "Arrays are not equal")


def test_a_pytest_failure_in_the_tests_own_code_is_read():
    # pytest's long style prints an entry in the test file as a listing and a bare location, with no
    # `path:N: in func` line: an `assert` in the test, and holdout18's harness raising its own Mismatch
    t = parse_trace("____ test_x ____\n\n    def test_x():\n        out = helper(1)\n>       assert out == 3\n"
                    "E       assert 2 == 3\n\ntest_plain.py:6: AssertionError\n")
    assert (t.exception_type, t.message) == ("AssertionError", "assert 2 == 3")
    assert [(f.file, f.line) for f in t.frames] == [("test_plain.py", 6)]
    t = parse_trace(raw_log("s25486ef0e3", "holdout18"))
    assert t.exception_type == "seed_78787.Mismatch" and "non-finite values in output" in t.message


def test_pytest_tb_line_of_pytests_own_failed():
    # holdout19: `pytest.raises` that did not raise, with --tb=line (two parametrized cases, one log)
    t = parse_trace(raw_log("s040ccd7238", "holdout19"))
    assert (t.exception_type, t.message) == ("Failed", "DID NOT RAISE ScheduleError")


def test_the_parser_never_raises_on_mixes_and_cuts_of_the_formats_it_reads(fixture_text):
    # lines of real logs in every format the parser reads, shuffled, mixed and cut anywhere (a log cut off
    # just after a backslash of a JSON record's escape once stopped it)
    import random

    from relayreduce.triage import signature_of
    names = ("rich_traceback_locals_chained.txt", "rich_handler_log_record.txt", "loguru_catch_diagnose.txt",
             "json_log_record.txt", "logging_str_and_repr.txt", "pytest_tb_line.txt", "nbconvert_cell_error.txt",
             "remote_process_pool.txt", "export_library_cross_object.txt", "segfault_faulthandler_and_ffi_banner.txt")
    lines = [line for name in names for line in fixture_text(name).splitlines()]
    rng = random.Random(0)
    for _ in range(1500):
        start = rng.randrange(len(lines))
        text = "\n".join(lines[start:start + rng.randint(1, 40)] + rng.sample(lines, rng.randint(0, 5)))
        text = text[:rng.randint(0, len(text))]
        parse_trace(text)
        signature_of(None, stderr=text)
