"""The standalone repro.py: TVMScript that parses on its own, and a rendered script that reproduces a case's
failure in a fresh interpreter with the same triage signature as the oracle, all with real TVM 0.27."""

import ast
import json
import runpy
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from relayreduce import tvm_adapter as A
from relayreduce.campaign import classify
from relayreduce.case import OracleSpec, load_case, make_case
from relayreduce.inputs import random_inputs
from relayreduce.interp import evaluate
from relayreduce.ir import (Binding, Block, Call, CallFunc, Const, Function, FunctionBuilder, If, Module, SeqExpr,
                            TensorType, Var, branch, function_type, module)
from relayreduce.oracles import Mismatch, compare, run_oracle
from relayreduce.reducer.repro import render_repro
from relayreduce.sandbox import run_sandboxed
from relayreduce.triage import parse_trace, same_failure, signature_of

REGRESSIONS = Path(__file__).parent / "regressions"


def constants_everywhere(dim="n"):
    """Tensor constants in a helper, in @main's dataflow block and in both branches of an if/else; a NaN scalar
    (which 0.27 prints as the unparsable R.const("nan", ...)); one array used twice; a tuple result."""
    h = FunctionBuilder("helper")
    x = h.param("x", TensorType((dim, 4), "float32"))
    helper = h.finish(h.call("multiply", x, Const(np.array([1, 2, 3, 4], dtype="float32"))))

    b = FunctionBuilder("main", {"helper": function_type(helper)})
    x = b.param("x", TensorType((dim, 4), "float32"))
    cond = b.param("cond", TensorType((), "bool"))
    with b.dataflow():
        shifted = b.call("add", x, Const(np.arange(4, dtype="float32")))
        scaled = b.emit(CallFunc("helper", (shifted,)))
    then_var, else_var = Var("t", scaled.type), Var("e", scaled.type)
    halves = Const(np.full(4, 0.5, dtype="float32"))
    chosen = b.emit(If(cond,
                       branch([Binding(then_var, Call("subtract", (scaled, halves)))], then_var),
                       branch([Binding(else_var, Call("maximum", (scaled, Const(np.array(np.nan, "float32")))))],
                              else_var)))
    again = b.call("add", chosen, halves)
    return module(helper, b.finish(b.tuple(chosen, again)))


def constants_case(oracle="reference", passes=()):
    """constants_everywhere() on inputs that TVM 0.27 computes right (only its TVMScript round trip fails)."""
    program = constants_everywhere()
    inputs = random_inputs(program.main, seed=3)
    inputs[1] = np.array(True)  # the branch without the NaN, so the reference is finite
    return make_case(program, inputs, oracle=OracleSpec(name=oracle, passes=passes))


#: The failure a repro of a case TVM gets right is rendered for: it never shows.
NEVER_SEEN = {"kind": "mismatch", "exception_type": "Mismatch", "message": "what: 1 of 4 elements differ"}


def run_repro(case, tmp_path, *args, failure=NEVER_SEEN, expected=None):
    """Render repro.py for failure into tmp_path and run it by path in a fresh interpreter."""
    (tmp_path / "repro.py").write_text(render_repro(case, failure, expected))
    return subprocess.run([sys.executable, "repro.py", *args], cwd=tmp_path, capture_output=True, text=True,
                          timeout=300)


def oracle_outcome_and_signature(case):
    outcome = run_sandboxed(run_oracle, case, timeout_s=120)
    kind = classify(outcome)
    assert kind is not None, "the oracle passes: nothing to reproduce"
    return outcome, signature_of(kind, outcome.exception_type or "", outcome.message, outcome.traceback,
                                 outcome.stderr)


def recorded(outcome):
    """The failure record of an oracle's outcome, as failure.json and reduction.json hold it."""
    return {"kind": classify(outcome), "exception_type": outcome.exception_type, "message": outcome.message}


def assert_same_failure(oracle_sig, run):
    """The repro's stderr, read by triage as any raw log, signs like the oracle's failure record."""
    repro_sig = signature_of(None, stderr=run.stderr)
    assert same_failure(oracle_sig, repro_sig), (
        f"oracle: {json.dumps(oracle_sig.to_dict())}\nrepro:  {json.dumps(repro_sig.to_dict())}")


# --------------------------------------------------------------------------------------------------
# standalone_script


@pytest.mark.parametrize("dim", ["n", 3])
def test_standalone_script_parses_on_its_own_into_the_lowered_module(dim):
    program = constants_everywhere(dim)
    text, constants = A.standalone_script(program)
    assert "metadata" not in text
    assert not any(line.startswith(("import ", "from ")) for line in text.splitlines())  # the parser refuses them
    # Three distinct tensors (the helper's, @main's, the halves used in a branch and after it); the NaN stays inline.
    assert sorted(constants) == ["const_0", "const_1", "const_2"]
    assert all(f'R.const({name}, "float32")' in text for name in constants)
    assert 'R.const(float("nan"), "float32")' in text
    assert A.structurally_equal(A.parse_script(text, constants), A.lower(program))


def test_constants_of_dtypes_printed_to_metadata_and_names_the_program_already_uses():
    b = FunctionBuilder("main")
    x = b.param("const_0", TensorType((2,), "uint8"))  # the name the first constant would get
    flags = b.param("flags", TensorType((2,), "bool"))
    y = b.call("where", flags, x, Const(np.array(200, dtype="uint8")))  # 0.27 prints uint8 scalars as metadata
    z = b.call("logical_and", flags, Const(np.array([True, False])))
    program = module(b.finish(b.tuple(y, z)))
    text, constants = A.standalone_script(program)
    assert "const_0" not in constants and len(constants) == 2
    assert A.structurally_equal(A.parse_script(text, constants), A.lower(program))


@pytest.mark.parametrize("dtype", ["float64", "int64", "float16", "int8"])
def test_tensor_constants_keep_their_dtype(dtype):
    # R.const(array) without a dtype makes float64 float32 and int64 int32: the parsed module would be another one.
    b = FunctionBuilder("main")
    x = b.param("x", TensorType((2, 3), dtype))
    program = module(b.finish(b.call("add", x, Const(np.arange(6, dtype=dtype).reshape(2, 3)))))
    text, constants = A.standalone_script(program)
    assert f'R.const(const_0, "{dtype}")' in text
    assert A.structurally_equal(A.parse_script(text, constants), A.lower(program))


# --------------------------------------------------------------------------------------------------
# The rendered repro.py


def test_repro_imports_only_tvm_numpy_and_the_standard_library():
    tree = ast.parse(render_repro(constants_case("opt-diff"), NEVER_SEEN))
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                for alias in node.names}
    imported |= {node.module.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert imported - sys.stdlib_module_names == {"tvm", "numpy"}


def test_repro_compare_words_every_difference_exactly_as_the_oracle(tmp_path):
    case = constants_case("reference")
    (tmp_path / "repro.py").write_text(render_repro(case, NEVER_SEEN))
    repro = runpy.run_path(str(tmp_path / "repro.py"), run_name="repro")  # no TVM: only the child imports it
    f16 = np.array([1.0, 2.0], "float16")
    pairs = [
        (np.array([1.0, 2.0], "float32"), np.array([1.0, 2.5], "float32")),
        (f16, f16 + np.float16(0.5)),
        (np.array([1, 2], "int32"), np.array([1, 3], "int32")),
        (np.zeros((2, 3), "float32"), np.zeros((3, 2), "float32")),
        (np.zeros(2, "float32"), np.zeros(2, "float64")),
        (np.array([np.nan, 1], "float32"), np.array([1, 1], "float32")),
        ((np.zeros(2, "float32"),), (np.zeros(2, "float32"), np.zeros(2, "float32"))),
        (np.zeros(2, "float32"), (np.zeros(2, "float32"),)),
        ((np.zeros(2, "float32"), np.ones(2, "float32")), (np.zeros(2, "float32"), np.zeros(2, "float32"))),
    ]
    for got, want in pairs:
        with pytest.raises(Mismatch) as oracle:
            compare(got, want, case, "what")
        mismatch = repro["compare"](got, want, "what")
        assert type(mismatch).__name__ == "Mismatch" and isinstance(mismatch, AssertionError)
        assert str(mismatch) == str(oracle.value)
    assert repro["compare"](np.ones(2, "float32"), np.ones(2, "float32") + 1e-6, "what") is None


@pytest.mark.parametrize("oracle, passes", [("reference", ("FoldConstant",)), ("opt-diff", ()),
                                            ("passes", ("FoldConstant", "DeadCodeElimination")), ("compile", ())])
def test_repro_of_a_passing_case_exits_0(tmp_path, oracle, passes):
    case = constants_case(oracle, passes)
    expected = evaluate(case.program, case.input_arrays) if oracle == "reference" else None
    run = run_repro(case, tmp_path, expected=expected)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.strip().splitlines()[-1] == f"did not reproduce: TVM passes the {oracle} oracle on llvm"


@pytest.mark.parametrize("name", ["llvm_fp16_acos_intrinsic", "group_norm_ignores_center_scale",
                                  "split_in_if_branch_segfault"])
def test_repro_of_a_tvm_failure_exits_1_with_the_oracles_signature(tmp_path, name):
    case = load_case(REGRESSIONS / name / "case.pkl")
    outcome, oracle_sig = oracle_outcome_and_signature(case)
    run = run_repro(case, tmp_path, failure=recorded(outcome))
    assert run.returncode == 1, run.stdout + run.stderr
    verdict = run.stdout.strip().splitlines()[-1]
    assert run.stdout.strip().splitlines()[-2].startswith(f"expected: {classify(outcome)}: ")
    if outcome.kind == "segfault":
        assert verdict == "REPRODUCED: child process killed by SIGSEGV without a result"
        assert "Segfault encountered" in run.stderr and "StorageObj::AllocTensor" in run.stderr
    else:
        assert verdict.startswith(f"REPRODUCED: {outcome.exception_type}: ")
        assert "Traceback (most recent call last):" in run.stderr
        assert parse_trace(run.stderr).exception_type.rsplit(".", 1)[-1] == outcome.exception_type
    if outcome.exception_type == "Mismatch":
        assert verdict == f"REPRODUCED: Mismatch: {outcome.message}"  # compare's text, to the character
    assert_same_failure(oracle_sig, run)


def test_wellformed_repro_reports_a_type_our_relation_gets_wrong(tmp_path):
    x = Var("x", TensorType(("n", 4), "float32"))
    y = Var("y", TensorType(None, "float32", unknown_ndim=2))  # TVM infers (n, 4); the annotation is looser
    program = Module((Function("main", (x,), SeqExpr((Block((Binding(y, Call("add", (x, x))),), False),), y),
                               y.type),), "main")
    case = make_case(program, [np.ones((2, 4), "float32")], oracle=OracleSpec(name="wellformed"))
    outcome, oracle_sig = oracle_outcome_and_signature(case)
    run = run_repro(case, tmp_path, failure=recorded(outcome))
    assert run.returncode == 1 and "but TVM infers Tensor[(n, 4), float32]" in run.stdout
    assert_same_failure(oracle_sig, run)


def test_roundtrip_repro_reproduces_the_unparsable_nan_scalar(tmp_path):
    # 0.27 prints a NaN scalar as R.const("nan", "float32") and its parser rejects that: a real printer bug.
    case = constants_case("roundtrip")
    outcome, oracle_sig = oracle_outcome_and_signature(case)
    run = run_repro(case, tmp_path, failure=recorded(outcome))
    assert run.returncode == 1
    assert run.stdout.strip().endswith("AdapterError: TVMScript does not parse: value has to be scalar or Tensor")
    assert_same_failure(oracle_sig, run)


def test_repro_on_cuda_without_a_gpu_says_it_cannot_run(tmp_path):
    if A.target_available("cuda"):
        pytest.skip("this machine has a CUDA device")
    run = run_repro(constants_case("compile"), tmp_path, "--target", "cuda")
    assert run.returncode == 2
    lines = (run.stdout + run.stderr).strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("cannot run: no CUDA device"), lines


def test_repro_of_another_failure_says_what_it_expected_and_exits_3(tmp_path):
    # The audit's case: a module printed as another one failed on the baseline build, and repro.py said
    # REPRODUCED. Here TVM fails with FastMathTransform's AttributeError where a dtype check was recorded.
    case = load_case(REGRESSIONS / "fastmath_globalvar_name" / "case.pkl")
    claimed = {"kind": "exception", "exception_type": "ValueError",
               "message": "Check failed: (ptr->dtype == dtype.value()) is false: expect Tensor with dtype float64"}
    run = run_repro(case, tmp_path, failure=claimed)
    assert run.returncode == 3, run.stdout + run.stderr
    assert run.stdout.strip().splitlines()[-2:] == [
        f"expected: exception: ValueError: {claimed['message']}",
        "DIFFERENT FAILURE, not the expected one: exception: AttributeError: "
        "'GlobalVar' object has no attribute 'name'"]


def repro_namespace(tmp_path, failure):
    """The globals of a repro.py rendered for failure (no TVM: only its child imports it)."""
    (tmp_path / "repro.py").write_text(render_repro(constants_case("compile"), failure))
    return runpy.run_path(str(tmp_path / "repro.py"), run_name="repro")


def test_repro_tells_the_recorded_failure_by_kind_type_and_message_but_for_its_numbers(tmp_path):
    differ = "after FoldConstant: {} of 12 elements differ; first at {}: {} vs expected {} (allowed ±{} there)"
    expected = repro_namespace(tmp_path, {"kind": "mismatch", "exception_type": "Mismatch",
                                          "message": differ.format(12, (0, 0), 1.5, "0x1f", 1e-05) + "\nnot compared"}
                               )["expected"]
    assert expected("mismatch", "Mismatch", differ.format(3, (1, 0), "nan", -2, 2.5e-3))
    assert not expected("mismatch", "Mismatch", "after FoldConstant: shape (3,) vs expected (4,)")
    assert not expected("exception", "Mismatch", differ.format(12, (0, 0), 1.5, "0x1f", 1e-05))

    expected = repro_namespace(tmp_path, {"kind": "exception", "exception_type": "ValueError",
                                          "message": "expect Tensor with dtype float64 in %v5"})["expected"]
    assert expected("exception", "ValueError", "expect Tensor with dtype float64 in %v5")
    assert not expected("exception", "ValueError", "expect Tensor with dtype float32 in %v5")  # names keep digits
    assert not expected("exception", "ValueError", "expect Tensor with dtype float64 in %v6")
    assert not expected("exception", "TypeError", "expect Tensor with dtype float64 in %v5")

    # Only the signature known (a reduction cut short): its message is normalized, so kind and type decide.
    repro = repro_namespace(tmp_path, {"kind": "segfault", "exception_type": None})
    assert repro["expected"]("segfault", "", "child process killed by SIGSEGV without a result")
    assert not repro["expected"]("crash", "", "child process killed by SIGABRT without a result")
    assert repro["expectation"]() == "segfault (message not recorded)"


def test_repro_tells_a_nondeterministic_build_exactly_as_the_oracle(tmp_path):
    """opt-diff and passes run both builds again before they say that the builds disagree; repro.py does the
    same and words what it finds to the character as the oracle (arrays stand in for the builds' results)."""
    from relayreduce.oracles.base import compare_builds, first_difference

    case = constants_case("opt-diff")
    (tmp_path / "repro.py").write_text(render_repro(case, NEVER_SEEN))
    repro = runpy.run_path(str(tmp_path / "repro.py"), run_name="repro")
    x = np.array([1.0, np.nan, -0.0], "float32")
    pairs = [(x, x.copy()), (x, x + 1), (x, np.array([1.0, np.nan, 0.0], "float32")), ((x, x), (x, x * 2)),
             ((x,), (x, x)), (np.array([1, 2], "int32"), np.array([1, 3], "int32")), (x, x.astype("float64"))]
    for first, second in pairs:
        assert repro["first_difference"](first, second) == first_difference(first, second)
    for results, again in [((x, x), {}), ((x, x + 1), {"unoptimized build": x}),
                           ((x, x + 1), {"unoptimized build": x, "optimized build": x + 2}),
                           ((x, x + 1), {"unoptimized build": x * 3})]:
        first = {"unoptimized build": results[0], "optimized build": results[1]}
        runs = {name: (lambda name=name: again.get(name, first[name])) for name in first}
        ours = repro["compare_builds"](runs, first, "optimized build", "unoptimized build", "what")
        try:
            compare_builds(case, runs, first, "optimized build", "unoptimized build", "what")
            theirs = None
        except Mismatch as err:
            theirs = str(err)
        assert (None if ours is None else str(ours)) == theirs


def test_repro_of_a_program_that_reads_out_of_bounds_reproduces_its_nondeterminism(tmp_path):
    """layer_norm with axes (1, 0) reads gamma and beta out of bounds (tests/test_trust.py): the repro reports
    the same nondeterminism as the oracle, under the same signature. Which garbage is read is chance, but
    this much of it is never alike twice in practice: three tries are allowed, a different failure none."""
    from test_trust import layer_norm_of_unsorted_axes

    program, inputs = layer_norm_of_unsorted_axes()
    case = make_case(program, inputs, oracle=OracleSpec("opt-diff"))
    outcome, oracle_sig = oracle_outcome_and_signature(case)
    assert outcome.message.startswith("nondeterministic result: the unoptimized build built and run twice")
    for _ in range(3):
        run = run_repro(case, tmp_path, failure=recorded(outcome))
        assert run.returncode in (0, 1), run.stdout + run.stderr
        if run.returncode == 1:
            break
    assert run.returncode == 1, run.stdout + run.stderr
    assert run.stdout.strip().splitlines()[-1].startswith("REPRODUCED: Mismatch: nondeterministic result: the "
                                                          "unoptimized build built and run twice on the same inputs: ")
    assert_same_failure(oracle_sig, run)


def test_a_segfault_reproduces_whether_the_signal_or_a_handlers_exit_ended_it(tmp_path):
    # recorded when tvm-ffi's segfault handler exited with 255 (the third audit's 1dae08db); this run dies by
    # SIGSEGV: the same failure, whose message only says how the process ended
    record = Path(__file__).parent / "report_fixtures" / "campaign_20261128" / "bcbb1a601dce2efa"
    failure = {"kind": "segfault", "exception_type": "", "message": "child process exited with code 255 without a result"}
    proc = run_repro(load_case(record / "reduced" / "case.pkl"), tmp_path, failure=failure)
    assert proc.returncode == 1, proc.stdout + proc.stderr[-2000:]
    assert "REPRODUCED: child process" in proc.stdout
    assert "Segfault encountered" in proc.stderr or "Segmentation fault" in proc.stderr  # streamed through
