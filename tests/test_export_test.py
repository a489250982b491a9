"""`relayreduce export-test`: pytest tests in the style of TVM's tests/python/relax, exported from real TVM 0.27
failures (tests/regressions/) and run with pytest in a fresh interpreter: each fails for the recorded reason,
and tests exported from programs TVM gets right pass, as the exported tests will once their bug is fixed."""

from __future__ import annotations

import ast
import json
import re
import runpy
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner
from relayreduce.triage import Store, triage_directory
from relayreduce.triage.engine import open_store
from test_repro_script import constants_case

from relayreduce.case import OracleSpec, load_case, make_case, save_case
from relayreduce.cli import main
from relayreduce.interp import evaluate
from relayreduce.ir import FunctionBuilder, TensorType, module
from relayreduce.oracles import tolerance

REGRESSIONS = Path(__file__).parent / "regressions"

#: A real failure per oracle and kind: fixture -> the name the exported test gets.
EXPORTED = {
    "llvm_fp16_acos_intrinsic": "test_acos_internal_error",  # reference oracle, exception in codegen
    "group_norm_ignores_center_scale": "test_group_norm_mismatch",  # reference oracle, wrong result
    "std_bool_param_if_condition": "test_read_if_cond_internal_error",  # compile oracle
    "batch_norm_training_negative_axis": "test_batch_norm_value_error",  # opt-diff oracle
    "fastmath_globalvar_name": "test_transform_module_attribute_error",  # passes oracle
    "split_in_if_branch_segfault": "test_alloc_tensor_segfault",  # passes oracle, segfault
}


def export(*args, cwd: Path):
    """relayreduce export-test ARGS, run in cwd; the click result (exit_code, stdout, stderr)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.chdir(cwd)
        return CliRunner().invoke(main, ["export-test", *map(str, args)])


def run_pytest(test_file: Path):
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", test_file.name],
                          cwd=test_file.parent, capture_output=True, text=True, timeout=600)


def exported_tests(tree: ast.Module) -> list[ast.FunctionDef]:
    return [node for node in tree.body if isinstance(node, ast.FunctionDef) and node.name.startswith("test")]


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    """A results directory of the fixtures, triaged: (its parent, fixture name -> cluster id)."""
    root = tmp_path_factory.mktemp("export")
    for name in EXPORTED:
        shutil.copytree(REGRESSIONS / name, root / "results" / name)
    triage_directory(root / "results")
    clusters = {Path(path).parts[0]: cid for path, cid in Store(root / "results" / "triage.db").assignments().items()}
    assert len(set(clusters.values())) == len(EXPORTED)  # one bug each
    return root, clusters


@pytest.mark.parametrize("name", sorted(EXPORTED))
def test_exported_test_fails_on_pinned_tvm_for_the_recorded_reason(results, name):
    root, clusters = results
    failure = json.loads((REGRESSIONS / name / "failure.json").read_text())
    exported = export(clusters[name][:6], "-o", "test_exported.py", cwd=root)  # a unique prefix of the id
    assert exported.exit_code == 0, exported.stderr
    assert "not minimized" in exported.stderr  # the fixtures are witnesses as found
    test_file = root / "test_exported.py"
    tree = ast.parse(test_file.read_text())
    (test,) = exported_tests(tree)
    assert test.name == EXPORTED[name]
    docstring = ast.get_docstring(test)
    assert failure["message"].strip().splitlines()[0].strip() in docstring and clusters[name] in docstring

    run = run_pytest(test_file)
    output = run.stdout + run.stderr
    assert run.returncode == 1, output
    assert re.search(r"^1 failed in ", run.stdout.strip().splitlines()[-1]), output  # one test, collected and run
    if failure["kind"] == "segfault":
        assert "check() was killed by SIGSEGV" in output
    elif failure["kind"] == "mismatch":
        differ, total = re.search(r"(\d+) of (\d+) elements differ", failure["message"]).groups()
        assert "Not equal to tolerance" in output and f"Mismatched elements: {differ} / {total}" in output
    else:
        assert f"{failure['exception_type']}: {failure['message'].strip().splitlines()[0].strip()}" in output


def test_exported_mismatch_test_embeds_the_numpy_reference_and_the_case_inputs(tmp_path):
    # What the test expects is our NumPy interpreter's result, bit for bit, so it passes once TVM computes it.
    case_file = REGRESSIONS / "group_norm_ignores_center_scale" / "case.pkl"
    case = load_case(case_file)
    assert export(case_file, "-o", "test_group_norm.py", cwd=tmp_path).exit_code == 0
    test_file = tmp_path / "test_group_norm.py"
    (test,) = exported_tests(ast.parse(test_file.read_text()))
    values = {node.targets[0].id: node.value for node in test.body if isinstance(node, ast.Assign)}
    namespace = runpy.run_path(str(test_file), run_name="exported")
    expected = eval(compile(ast.Expression(values["expected"]), "expected", "eval"), namespace)
    inputs = eval(compile(ast.Expression(values["inputs"]), "inputs", "eval"), namespace)
    reference = evaluate(case.program, case.input_arrays)
    assert expected.dtype == reference.dtype and expected.tobytes() == reference.tobytes()
    assert [x.tobytes() for x in inputs] == [x.tobytes() for x in case.input_arrays]
    assert re.search(r"tvm\.testing\.assert_allclose\(actual\.numpy\(\), expected, rtol=[\d.e-]+, atol=[\d.e-]+\)",
                     test_file.read_text())


def log_case():
    """log of a tensor with a negative element: the reference is NaN there and finite elsewhere."""
    b = FunctionBuilder("main")
    x = b.param("x", TensorType((4,), "float32"))
    return make_case(module(b.finish(b.call("log", x))), [np.array([-1.0, 1.0, 2.0, 3.0], "float32")])


@pytest.mark.parametrize("oracle, passes", [("reference", ("FoldConstant",)), ("opt-diff", ()),
                                            ("passes", ("FoldConstant", "DeadCodeElimination")), ("compile", ()),
                                            ("log", ())])
def test_exported_test_passes_where_tvm_behaves(tmp_path, oracle, passes):
    # Programs TVM 0.27 computes right (constants in a helper, an if/else and a tuple result): the test that
    # a fixed TVM would meet. With no failure recorded next to the case, the check runs in a child.
    case = log_case() if oracle == "log" else constants_case(oracle, passes)
    save_case(tmp_path / "case.pkl", case)
    exported = export("case.pkl", "-o", "test_ok.py", cwd=tmp_path)
    assert exported.exit_code == 0, exported.stderr
    text = (tmp_path / "test_ok.py").read_text()
    if oracle == "log":  # the result must be finite only where the reference is
        assert "finite = np.array([False, True, True, True], dtype=\"bool\")" in text
        assert "assert np.isfinite(actual.numpy()[finite]).all()" in text
    run = run_pytest(tmp_path / "test_ok.py")
    assert run.returncode == 0 and run.stdout.strip().splitlines()[-1].startswith("1 passed"), run.stdout + run.stderr


@pytest.mark.parametrize("recorded", [None, "exception"])
def test_a_symbolic_dim_only_a_signature_names_is_defined_where_the_parser_finds_it(tmp_path, recorded):
    # `n = TypeVar("n")` inside the test function is in no closure of the module's functions: "Undefined variable".
    b = FunctionBuilder("main")
    x = b.param("x", TensorType(("n", 4), "float32"))
    case = make_case(module(b.finish(b.call("sum", x, axis=(0,), keepdims=False))), [np.ones((3, 4), "float32")])
    save_case(tmp_path / "case.pkl", case)
    if recorded:  # a failure that does not end the process: the test's own body checks, not a child
        (tmp_path / "failure.json").write_text(json.dumps({"kind": recorded, "exception_type": "ValueError",
                                                           "message": "recorded", "traceback": ""}))
    exported = export("case.pkl", "-o", "test_sym.py", cwd=tmp_path)
    assert exported.exit_code == 0, exported.stderr
    text = (tmp_path / "test_sym.py").read_text()
    assert ("\ndef check():" in text) == (recorded is None)
    assert '\nn = TypeVar("n")\n' in text  # at the file's top level
    run = run_pytest(tmp_path / "test_sym.py")
    assert run.returncode == 0 and run.stdout.strip().splitlines()[-1].startswith("1 passed"), run.stdout + run.stderr


def test_a_minimized_cluster_exports_its_reduced_case(tmp_path):
    results = tmp_path / "results"
    shutil.copytree(REGRESSIONS / "fastmath_globalvar_name", results / "fastmath_globalvar_name")
    triage_directory(results)
    (cluster,) = set(Store(results / "triage.db").assignments().values())
    # A smaller program with the same bug stands in for the reducer's output, recorded as minimize-all does.
    reduced = results / "fastmath_globalvar_name" / "reduced" / "case.pkl"
    reduced.parent.mkdir()
    shutil.copy(REGRESSIONS / "fastmath_helper_cumprod" / "case.pkl", reduced)
    with open_store(results) as store:
        store.record_reduction(cluster, "fastmath_globalvar_name/case.pkl", "fastmath_globalvar_name/reduced/case.pkl")
    exported = export(cluster, "-o", "test_fastmath.py", cwd=tmp_path)
    assert exported.exit_code == 0, exported.stderr
    assert "not minimized" not in exported.stderr
    text = (tmp_path / "test_fastmath.py").read_text()
    assert "R.cumprod(" in text and "R.nn.conv1d_transpose(" not in text  # the reduced program, not the witness
    assert f"cluster {cluster} (minimized case)" in ast.get_docstring(exported_tests(ast.parse(text))[0])


@pytest.mark.parametrize("setup, args, message", [
    (None, ["0000", "--results", "results"], r"results is not a results directory: no failure records or logs"),
    (None, ["0000", "--results", "missing"], r"missing is not a directory"),
    ("corrupt", ["case.pkl"], r"case\.pkl is not a relayreduce case file"),
    (None, ["absent/case.pkl"], r"absent/case\.pkl does not exist"),
    ("wellformed", ["case.pkl"], r"judged by the wellformed oracle; export-test writes tests for compile, reference"),
    ("cuda", ["case.pkl"], r"the case targets cuda; export-test writes tests for llvm only"),
    ("compile", ["case.pkl", "-o", "absent/test_x.py"], r"absent is not a directory"),
])
def test_bad_input_is_one_line_exit_2_and_writes_nothing(tmp_path, setup, args, message):
    (tmp_path / "results").mkdir()
    if setup == "corrupt":
        (tmp_path / "case.pkl").write_bytes(b"not a case")
    elif setup is not None:
        case = log_case()
        oracle = OracleSpec(name="compile", target="cuda") if setup == "cuda" else OracleSpec(name=setup)
        save_case(tmp_path / "case.pkl", make_case(case.program, case.input_arrays, oracle=oracle))
    before = set(tmp_path.rglob("*"))
    result = export(*args, *([] if "-o" in args else ["-o", "test_x.py"]), cwd=tmp_path)
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ") and re.search(message, lines[0]), result.stderr
    assert not result.stdout
    assert set(tmp_path.rglob("*")) == before


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64"])
def test_allclose_bounds_never_hold_tighter_than_the_oracle(dtype):
    # assert_allclose allows atol + rtol * |w|; the oracle allows tolerance.allowed(w) at each element.
    rng = np.random.default_rng(0)
    info = np.finfo(dtype)
    magnitudes = np.concatenate([[0.0, float(info.smallest_subnormal), float(info.tiny), float(info.max)],
                                 10.0 ** rng.uniform(np.log10(float(info.smallest_subnormal)), np.log10(float(info.max)),
                                                     2000)])
    want = np.concatenate([magnitudes, -magnitudes]).astype(dtype).astype(np.float64)
    for growth, spread, floor in [(1.0, 0.0, (1e-4, 1e-5)), (7.5, 0.0, (0.0, 0.0)), (3.0, 2e-3, (1e-2, 0.0))]:
        rtol, atol = tolerance.allclose_bounds(dtype, growth, spread, floor)
        allowed = tolerance.allowed(want, dtype, growth, spread, floor)
        # (1 + 1e-12: the two sides add the same terms in another order, which may round one ulp apart)
        assert np.all(allowed <= (atol + rtol * np.abs(want)) * (1 + 1e-12)), (growth, spread, floor)
