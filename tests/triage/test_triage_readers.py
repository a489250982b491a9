"""Finding and reading failures: our results layout, foreign log trees, and input that must not crash triage."""

import codecs
import json
import os
import pickle

from relayreduce.triage.engine import sign_record
from relayreduce.triage.readers import HUGE_FILE, read, scan
from relayreduce.triage.rules import load_rules

# the failed CHECK's condition is part of the crash site (it stands in for the line number)
# ffi_vm_match_shape.txt is a VM argument check, one class of failure ([messages.classes] in the rules)
MATCH_SITE = "<arguments do not match the function signature>"


class Boom:
    def __reduce__(self):  # unpickling this would run os.system: triage must never do it
        return (os.system, ("touch /tmp/relayreduce-triage-unpickled",))


def test_results_directory(make_result, tmp_path, fixture_text):
    root = tmp_path / "results"
    make_result("c1", "exception", fixture_text("ffi_broadcast_blockbuilder.txt"), pkl=pickle.dumps(Boom()),
                exception_type="ValueError", message="In ir.Op(...), not broadcastable.", program_size=17)
    make_result("c2", "segfault", fixture_text("segfault_faulthandler_and_ffi_banner.txt"), pkl=b"x" * 1234, signal=11)
    (root / "c2" / "reduced").mkdir()
    (root / "c2" / "reduced" / "stderr.txt").write_text("not a failure of its own")
    found = scan(root)
    assert [c.path for c in found] == ["c1", "c2"] and {c.source for c in found} == {"results"}
    r1, r2 = (read(c, root) for c in found)
    assert r1.kind == "exception" and r1.exception_type == "ValueError" and r1.meta["tvm_version"] == "0.27.0"
    assert (r1.witness_path, r1.witness_size) == ("c1/case.pkl", 17)  # program_size wins over the file size
    assert (r2.witness_path, r2.witness_size) == ("c2/case.pkl", 1234)
    assert not os.path.exists("/tmp/relayreduce-triage-unpickled")
    assert sign_record(r2, load_rules(), 3, 3).top == ("tvm.relax.block_builder.emit",)


def test_foreign_log_tree(tmp_path, fixture_text):
    # NNSmith's fuzz_report layout, a harness's stderr files and plain .txt logs side by side
    bug = tmp_path / "fuzz_report" / "bug-Symptom.EXCEPTION-Stage.COMPILATION-1"
    bug.mkdir(parents=True)
    (bug / "err.log").write_text(fixture_text("ffi_codegen_internal_error.txt"))
    (bug / "model.onnx").write_bytes(b"\x08\x07binary")
    (tmp_path / "oracle").mkdir()
    (tmp_path / "oracle" / "stderr_42").write_text(fixture_text("legacy_numbered_at.txt"))
    (tmp_path / "oracle" / "notes.txt").write_text(fixture_text("noise_no_failure.txt"))
    (tmp_path / ".hidden").mkdir()
    (tmp_path / ".hidden" / "x.log").write_text(fixture_text("ffi_vm_match_shape.txt"))
    found = scan(tmp_path)
    assert [c.path for c in found] == ["fuzz_report/bug-Symptom.EXCEPTION-Stage.COMPILATION-1/err.log",
                                       "oracle/notes.txt", "oracle/stderr_42"]
    rules = load_rules()
    sigs = [sign_record(read(c, tmp_path), rules, 3, 3) for c in found]
    assert sigs[0].exception_type == "InternalError" and sigs[0].kind == "exception"
    assert sigs[1] is None  # a log without a failure is not a failure
    assert sigs[2].top[0] == "tvm::relax::InferTypeBroadcast [analyzer->CanProveEqual<shape>]"


def test_bad_input_becomes_warnings(tmp_path, fixture_text):
    (tmp_path / "binary.log").write_bytes(b"\x7fELF\x00\x00\x01" * 100)
    (tmp_path / "latin1.log").write_bytes(fixture_text("ffi_vm_match_shape.txt").encode() + b"\n\xe9t\xe9 \xff\xfe\n")
    huge = tmp_path / "huge.log"
    with open(huge, "w") as fh:
        line = "INFO compiling case with a long line of progress output " * 4 + "\n"
        fh.write(line * (HUGE_FILE // len(line) + 10))
        fh.write(fixture_text("ffi_well_formed.txt"))
    (tmp_path / "gone.log").write_text("x")
    found = {c.path: c for c in scan(tmp_path)}
    os.remove(tmp_path / "gone.log")
    rules = load_rules()

    rec = read(found["binary.log"], tmp_path)
    assert rec.warnings == ["binary.log: binary, skipped"] and sign_record(rec, rules, 3, 3) is None
    rec = read(found["latin1.log"], tmp_path)
    assert "not UTF-8" in rec.warnings[0] and sign_record(rec, rules, 3, 3).top[0] == MATCH_SITE
    rec = read(found["huge.log"], tmp_path)
    assert "read only its first and last MBs" in rec.warnings[0] and len(rec.stderr) < 7 * 1024 * 1024
    assert sign_record(rec, rules, 3, 3).message == "SeqExpr bodies must be leaf expressions."
    rec = read(found["gone.log"], tmp_path)
    assert "unreadable" in rec.warnings[0] and sign_record(rec, rules, 3, 3) is None


def test_a_utf16_log_is_read_as_the_text_it_is(tmp_path, fixture_text):
    """PowerShell's `python s.py 2> stderr.txt` writes UTF-16 with a byte-order mark."""
    text = fixture_text("ffi_vm_match_shape.txt").replace("\n", "\r\n")
    (tmp_path / "stderr.txt").write_bytes(text.encode("utf-16"))  # little-endian with its mark on this machine
    (tmp_path / "be.txt").write_bytes(codecs.BOM_UTF16_BE + text.encode("utf-16-be"))
    rules = load_rules()
    for c in scan(tmp_path):
        rec = read(c, tmp_path)
        assert rec.warnings == [] and sign_record(rec, rules, 3, 3).top[0] == MATCH_SITE


def test_broken_failure_json_falls_back_to_logs(make_result, tmp_path, fixture_text):
    root = tmp_path / "results"
    d = make_result("c1", stderr=fixture_text("ffi_vm_match_shape.txt"))
    (d / "failure.json").write_text("{ truncated")
    d2 = make_result("c2", stderr=fixture_text("ffi_vm_match_shape.txt"))
    (d2 / "failure.json").write_text(json.dumps(["not", "an", "object"]))
    d3 = make_result("c3", kind="explosion", stderr=fixture_text("ffi_vm_match_shape.txt"))
    rules = load_rules()
    for c, warning in zip(scan(root), ["not valid JSON", "not a JSON object", "unknown kind"]):
        rec = read(c, root)
        assert warning in rec.warnings[0]
        sig = sign_record(rec, rules, 3, 3)
        assert sig.kind == "exception" and sig.top == (MATCH_SITE,)
    assert d3.exists()


def test_traceback_field_takes_precedence_over_stderr(make_result, tmp_path, fixture_text):
    root = tmp_path / "results"
    make_result("c1", traceback=fixture_text("ffi_codegen_internal_error.txt"), stderr=fixture_text("ffi_vm_match_shape.txt"),
                exception_type="tvm.error.InternalError", message="CodeGenVM cannot emit this Relax operator directly.")
    rec = read(scan(root)[0], root)
    assert sign_record(rec, load_rules(), 3, 3).top[0] == "tvm::relax::codegen_vm::CodeGenVM::VisitExpr_"
