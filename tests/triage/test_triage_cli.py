"""The `triage` click command: output formats, statuses, and one-line errors with exit status 2."""

import json
import subprocess
import sys

from click.testing import CliRunner

from relayreduce.triage.cli import triage


def results(make_result, fixture_text):
    make_result("a0", stderr=fixture_text("ffi_tvmscript_reshape_chained.txt"), pkl=b"x", program_size=9)
    make_result("a1", stderr=fixture_text("ffi_tvmscript_reshape_chained.txt"), pkl=b"x", program_size=4)
    make_result("b0", stderr=fixture_text("ffi_codegen_internal_error.txt"), pkl=b"x")
    make_result("c0", "segfault", stderr=fixture_text("segfault_faulthandler_and_ffi_banner.txt"), signal=11)


def run(*args):
    result = CliRunner().invoke(triage, [str(a) for a in args])
    return result


def test_table_and_summary(make_result, fixture_text, tmp_path):
    results(make_result, fixture_text)
    r = run(tmp_path / "results")
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    assert lines[0].split() == ["ID", "STATUS", "COUNT", "KIND", "LAST", "SEEN", "WITNESS", "SIGNATURE"]
    assert len(lines) == 4
    top = lines[1]
    assert " 2 " in top and "ValueError: Reshape expects" in top and "a1/case.pkl" in top  # biggest cluster first
    assert "read 4 failures" in r.stderr and "3 clusters, 3 new" in r.stderr and "0 known hits" in r.stderr


def test_json_for_scripts(make_result, fixture_text, tmp_path):
    results(make_result, fixture_text)
    r = run(tmp_path / "results", "--json", "--top-k", 2, "--bottom-k", 1)
    assert r.exit_code == 0
    doc = json.loads(r.stdout)
    assert doc["summary"]["read"] == 4 and doc["summary"]["params"] == {"threshold": 0.7, "top_k": 2, "bottom_k": 1}
    kinds = sorted(c["kind"] for c in doc["clusters"])
    assert kinds == ["exception", "exception", "segfault"]
    first = doc["clusters"][0]
    assert first["count"] == 2 and first["witness"] == "a1/case.pkl" and len(first["signature"]["top"]) == 2
    assert "triage:" in r.stderr and "triage:" not in r.stdout
    # the store remembers the parameters: a plain re-run keys new failures the same way
    again = json.loads(run(tmp_path / "results", "--json").stdout)
    assert again["summary"]["params"]["top_k"] == 2


def test_mark_known_and_ignore(make_result, fixture_text, tmp_path):
    results(make_result, fixture_text)
    doc = json.loads(run(tmp_path / "results", "--json").stdout)
    reshape = doc["clusters"][0]["id"]
    segv = next(c["id"] for c in doc["clusters"] if c["kind"] == "segfault")
    url = "https://github.com/apache/tvm/issues/17000"
    r = run(tmp_path / "results", "--mark", reshape[:6], "--known", url, "--ignore", segv)
    assert r.exit_code == 0 and f"{reshape} marked known" in r.stderr
    assert segv not in r.stdout and url in r.stdout
    make_result("a2", stderr=fixture_text("ffi_tvmscript_reshape_chained.txt"))
    r = run(tmp_path / "results")
    assert "1 known hits" in r.stderr and "0 new" in r.stderr
    assert segv in run(tmp_path / "results", "--all").stdout
    r = run(tmp_path / "results", "--unmark", reshape, "--unmark", segv[:6], "--json")
    assert r.exit_code == 0 and f"{reshape} is new again" in r.stderr and f"{segv} is new again" in r.stderr
    statuses = {c["id"]: (c["status"], c["url"]) for c in json.loads(r.stdout)["clusters"]}
    assert statuses[reshape] == statuses[segv] == ("new", None)


def test_bad_input_is_one_line_exit_2(tmp_path, make_result, fixture_text):
    assert_error(run(tmp_path / "nope"), "no such directory")
    f = tmp_path / "file.txt"
    f.write_text("x")
    assert_error(run(f), "not a directory")
    results(make_result, fixture_text)
    root = tmp_path / "results"
    assert_error(run(root, "--mark", "abc"), "--mark ID and --known URL go together")
    for url in ("notaurl", "github.com/apache/tvm/issues/1", "file:///etc/passwd", "https://"):
        assert_error(run(root, "--mark", "abc", "--known", url), f"--known {url!r} is not an http(s) URL")
    run(root)
    assert_error(run(root, "--ignore", "doesnotexist"), "no cluster 'doesnotexist'")
    bad_rules = tmp_path / "r.toml"
    bad_rules.write_text("[frames]\nignore = ['(']\n")
    assert_error(run(root, "--rules", bad_rules), "bad regex")
    (root / "triage.db").write_bytes(b"garbage" * 1000)
    for suffix in ("-wal", "-shm"):
        (root / f"triage.db{suffix}").unlink(missing_ok=True)
    assert_error(run(root), "not a usable triage database")
    assert run(root, "--threshold", "1.5").exit_code == 2


def assert_error(result, text):
    assert result.exit_code == 2, result.output
    assert text in result.stderr and "Traceback" not in result.output
    assert result.stderr.strip().count("\n") == 0 and result.stderr.startswith("Error: ")


def test_python_dash_m(make_result, fixture_text, tmp_path):
    results(make_result, fixture_text)
    p = subprocess.run([sys.executable, "-m", "relayreduce.triage", str(tmp_path / "results")], capture_output=True, text=True)
    assert p.returncode == 0 and "ValueError: Reshape expects" in p.stdout and "read 4 failures" in p.stderr
    p = subprocess.run([sys.executable, "-m", "relayreduce.triage", str(tmp_path / "missing")], capture_output=True, text=True)
    assert p.returncode == 2 and p.stderr.startswith("Error: ") and "Traceback" not in p.stderr


def test_a_cluster_whose_every_log_was_overwritten_leaves_the_table_and_comes_back_with_its_id(tmp_path, fixture_text):
    # a fuzzer that reuses its result directories overwrites the log a cluster was founded on
    log = tmp_path / "logs" / "r0" / "stderr.txt"
    log.parent.mkdir(parents=True)
    log.write_text(fixture_text("ffi_codegen_internal_error.txt"))
    first = json.loads(run(tmp_path / "logs", "--json").stdout)["clusters"]
    log.write_text(fixture_text("ffi_tvmscript_reshape_chained.txt"))
    r = run(tmp_path / "logs", "--json")
    doc = json.loads(r.stdout)
    assert [c["count"] for c in doc["clusters"]] == [1] and doc["clusters"][0]["id"] != first[0]["id"]
    assert doc["summary"]["clusters"] == 1
    log.write_text(fixture_text("ffi_codegen_internal_error.txt"))
    back = json.loads(run(tmp_path / "logs", "--json").stdout)["clusters"]
    assert [c["id"] for c in back] == [first[0]["id"]]
