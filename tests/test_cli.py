"""The relayreduce command line, run as users run it."""

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from relayreduce.case import OracleSpec, load_case, make_case, save_case
from relayreduce.ir import Binding, Block, Call, SeqExpr, TensorType, Var
from helpers import two_function_program

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "mlp_block.py"


def relayreduce(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "relayreduce", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd)


@pytest.fixture
def case_path(tmp_path):
    return save_case(tmp_path / "case.pkl", make_case(two_function_program(), [np.ones((3, 4), "float32"),
                                                                                np.array(True)]))


def test_version_names_relayreduce_and_tvm():
    out = relayreduce("--version")
    assert out.returncode == 0
    assert out.stdout.startswith("relayreduce 0.1.0 (apache-tvm 0.27")


def test_show_prints_tvmscript_that_tvm_parses_back(case_path):
    from relayreduce import tvm_adapter

    out = relayreduce("show", case_path)
    assert out.returncode == 0, out.stderr
    assert "@I.ir_module" in out.stdout and "R.nn.leakyrelu" in out.stdout
    assert tvm_adapter.import_module(out.stdout) == load_case(case_path).program


def test_show_ir_prints_the_relay_style_form(case_path):
    out = relayreduce("show", "--ir", case_path)
    assert out.returncode == 0 and "def @main(" in out.stdout and "dataflow {" in out.stdout


def test_check_passes_a_good_case_and_reports_json(case_path):
    out = relayreduce("check", "--json", case_path)
    assert out.returncode == 0, out.stderr
    verdict = json.loads(out.stdout)
    assert verdict["ok"] and [s["stage"] for s in verdict["stages"]] == ["ir-typecheck", "tvm-wellformed",
                                                                          "tvm-types-agree"]


def test_check_fails_an_ill_typed_case_with_exit_1(tmp_path):
    x = Var("x", TensorType((2, 3), "float32"))
    bad = Var("r", TensorType((3, 2), "float32"))  # annotation disagrees with add's result
    from relayreduce.ir import Function, Module

    body = SeqExpr((Block((Binding(bad, Call("add", (x, x))),)),), bad)
    path = save_case(tmp_path / "bad.pkl", make_case(Module((Function("main", (x,), body, bad.type),))))
    out = relayreduce("check", path)
    assert out.returncode == 1
    assert "FAIL ir-typecheck: in function main: %r is annotated" in out.stdout


def test_import_turns_a_users_tvmscript_into_a_runnable_case(tmp_path):
    from relayreduce import tvm_adapter

    out_path = tmp_path / "imported.pkl"
    out = relayreduce("import", EXAMPLE, "-o", out_path)
    assert out.returncode == 0, out.stderr
    case = load_case(out_path)
    assert [f.name for f in case.program.functions] == ["block", "main"]
    assert [a.shape[1:] for a in case.input_arrays] == [(8,), (8,), ()]
    result = tvm_adapter.run(case.program, case.input_arrays)
    assert result.shape == case.input_arrays[0].shape and np.isfinite(result).all()
    assert relayreduce("check", out_path).returncode == 0


@pytest.mark.parametrize("make_input, command, message", [
    (lambda d: d / "missing.pkl", "show", "does not exist"),
    (lambda d: d, "show", "Invalid value"),
    (lambda d: _write(d / "empty.pkl", b""), "show", "is empty"),
    (lambda d: _write(d / "junk.pkl", bytes(range(256)) * 8), "check", "not a relayreduce case file"),
    (lambda d: _write(d / "latin1.py", "x = 'caf\xe9'".encode("latin-1")), "import", "is not UTF-8 text"),
    (lambda d: _write(d / "broken.py", b"@I.ir_module\nclass M:\n  def main(:\n"), "import", "does not parse"),
])
def test_bad_input_is_one_line_on_stderr_with_exit_2(tmp_path, make_input, command, message):
    path = make_input(tmp_path)
    args = [command, path] + (["-o", tmp_path / "out.pkl"] if command == "import" else [])
    out = relayreduce(*args)
    assert out.returncode == 2
    assert message in out.stderr
    assert "Traceback" not in out.stderr
    assert len([line for line in out.stderr.splitlines() if line.startswith("Error")]) == 1


@pytest.mark.parametrize("args", [
    ["minimize-all", "results", "-j", "0"], ["minimize", "case.pkl", "--runs", "0"],
    ["import", "m.py", "-o", "c.pkl", "--oracle", "nosuch"], ["import", "m.py", "-o", "c.pkl", "--target", "foo"],
    ["import", "m.py", "-o", "c.pkl", "--pipeline", "fast"], ["triage"], ["nosuch"], ["show", "--bogus", "c.pkl"],
    ["minimize-all", "results", "--budget", "-1s"], ["minimize", "case.pkl", "--budget", "0"],
])
def test_usage_errors_click_catches_are_one_error_line_with_exit_2(tmp_path, args):
    out = relayreduce(*args, cwd=tmp_path)
    assert out.returncode == 2
    assert out.stderr.startswith("Error: ") and len(out.stderr.splitlines()) == 1, out.stderr


@pytest.mark.parametrize("args", [["--threshold", "5", "."], ["--bogus"], []])
def test_usage_errors_of_triage_run_on_its_own_are_one_error_line_too(tmp_path, args):
    out = subprocess.run([sys.executable, "-m", "relayreduce.triage", *args], capture_output=True, text=True, cwd=tmp_path)
    assert out.returncode == 2
    assert out.stderr.startswith("Error: ") and len(out.stderr.splitlines()) == 1, out.stderr


@pytest.mark.parametrize("leftover", [None, "triage.db"])
def test_a_results_directory_with_nothing_in_it_is_refused_and_left_as_it_was(tmp_path, leftover):
    from relayreduce.triage import Store

    empty = tmp_path / "results"
    empty.mkdir()
    if leftover:  # what an earlier triage of the empty directory left: a store that holds no failure
        Store(empty / leftover).close()
    before = sorted(p.name for p in empty.iterdir())
    for args in (["triage", empty], ["report", empty, "--html", tmp_path / "site"],
                 ["report", empty, "--all", "--out", tmp_path / "drafts"], ["minimize-all", empty]):
        out = relayreduce(*args)
        assert out.returncode == 2, out.stderr
        assert out.stderr.startswith(f"Error: {empty} is not a results directory: no failure records or logs")
        assert len(out.stderr.splitlines()) == 1
        assert sorted(p.name for p in empty.iterdir()) == before
    assert not (tmp_path / "site").exists() and not (tmp_path / "drafts").exists()


def _write(path, data):
    path.write_bytes(data)
    return path


def test_check_ops_rejects_an_unknown_op_with_exit_2():
    out = relayreduce("check-ops", "no_such_op")
    assert out.returncode == 2 and "unknown op 'no_such_op'" in out.stderr


def test_ops_json_lists_every_family():
    out = relayreduce("ops", "--json")
    families = {entry["family"] for entry in json.loads(out.stdout)}
    assert families == {"unary", "binary", "reduce", "shape", "select", "linalg", "pool", "norm"}


def test_env_json_reports_tvm():
    info = json.loads(relayreduce("env", "--json").stdout)
    assert info["tvm_version"].startswith("0.27")


def test_repro_exits_1_when_the_failure_reproduces_and_0_when_tvm_passes(tmp_path, case_path):
    fixture = Path(__file__).parent / "regressions" / "split_in_if_branch_segfault" / "case.pkl"
    out = relayreduce("repro", "--json", fixture)
    assert out.returncode == 1 and json.loads(out.stdout)["kind"] == "segfault"
    passing = relayreduce("repro", case_path)  # the two-function program compiles and runs fine
    assert passing.returncode == 0 and "passes" in passing.stdout


@pytest.mark.parametrize("oracle", [OracleSpec("compile", "cuda"), OracleSpec("cpu-gpu")])
def test_a_case_for_a_device_this_machine_lacks_is_one_line_and_exit_2(tmp_path, oracle):
    from relayreduce import tvm_adapter

    if tvm_adapter.target_available("cuda"):
        pytest.skip("this machine has a CUDA device")
    path = save_case(tmp_path / "cuda.pkl", make_case(two_function_program(), [np.ones((3, 4), "float32"),
                                                                               np.array(True)], oracle=oracle))
    for command in (["repro", path], ["minimize", path, "--runs", "1", "-o", tmp_path / "out"]):
        run = relayreduce(*command)
        assert run.returncode == 2, run.stdout + run.stderr
        assert run.stderr.strip().splitlines() == ["Error: target cuda is not available on this machine "
                                                   "(no CUDA device); run the case on a machine with one"]
        assert run.stdout == ""
    assert not (tmp_path / "out").exists()
