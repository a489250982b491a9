"""Which build passes a run-time failure needs (reducer/blame.py): the minimal case built again without each
pass of its build, in the real sandbox with real TVM 0.27, and what reports and repro.py make of it."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from helpers import triage_minimized

from relayreduce import tvm_adapter as A
from relayreduce.case import load_case
from relayreduce.executors import make_executor
from relayreduce.ir import FunctionBuilder, TensorType, module
from relayreduce.reducer.blame import passes_needed, without
from relayreduce.reducer.repro import render_repro
from relayreduce.sandbox import Limits

# Witnesses of the campaign with seed 20261128, minimized (see tests/test_report_github.py): the module whose
# if-branches StaticPlanBlockMemory gives one storage (apache/tvm#20191), found by opt-diff as a segfault at
# run time, and R.variance of bool, whose result legalization leaves int32 (a wrong result that no optional
# pass makes right).
CAMPAIGN = Path(__file__).parent / "report_fixtures" / "campaign_20261128"
SEGFAULT, VARIANCE, LAYER_NORM = "bcbb1a601dce2efa", "7560c36f0c81e413", "300e112c89e8ad58"


def witness(record):
    return load_case(CAMPAIGN / record / "reduced" / "case.pkl"), json.loads((CAMPAIGN / record / "failure.json").read_text())


@pytest.fixture(scope="module")
def executor():
    pool = make_executor(None, 2, Limits(timeout_s=120))
    yield pool
    pool.shutdown()


def test_the_segfault_needs_static_plan_block_memory_alone(executor):
    case, failure = witness(SEGFAULT)
    assert (failure["kind"], failure["stage"]) == ("segfault", "run")
    assert passes_needed(case, executor, failure, runs=2, timeout_s=120, jobs=2) == ["StaticPlanBlockMemory"]


def test_a_wrong_result_that_no_optional_pass_makes_right_needs_none(executor):
    case, failure = witness(VARIANCE)
    assert (failure["kind"], failure["stage"]) == ("mismatch", "run")
    assert passes_needed(case, executor, failure, runs=1, timeout_s=120, jobs=2) == []


def test_failures_inside_the_build_and_run_time_checks_are_not_asked_about(executor):
    case, failure = witness(SEGFAULT)
    # no sandbox run: a trace from inside the build names its pass; a run-time check's verdict would blame
    # the pass that put the check in (VMShapeLower)
    assert passes_needed(case, executor, {**failure, "stage": "compile"}, runs=1, timeout_s=120, jobs=2) is None
    assert passes_needed(case, executor, {**failure, "kind": "exception"}, runs=1, timeout_s=120, jobs=2) is None
    assert passes_needed(case, executor, None, runs=1, timeout_s=120, jobs=2) is None
    # a build that gave two results on the same inputs reads memory it does not own: any change to the build
    # may move what it reads
    nondeterministic = {**failure, "kind": "mismatch", "message": "nondeterministic result: the optimized build ..."}
    assert passes_needed(case, executor, nondeterministic, runs=1, timeout_s=120, jobs=2) is None


def exp_program():
    b = FunctionBuilder("main")
    x = b.param("x", TensorType((2, 3), "float32"))
    with b.dataflow():
        y = b.call("exp", x)
        z = b.call("add", y, x)
    return module(b.finish(z))


def test_the_build_lists_its_passes_with_those_that_run_inside_them():
    passes = A.build_passes(A.lower(exp_program()), "llvm", "optimized")
    assert {"LegalizeOps", "FuseOps", "StaticPlanBlockMemory", "VMShapeLower", "tirx.VectorizeLoop"} <= set(passes)
    assert "FuseTIRInner" in passes["FuseTIR"] and "FuseOps" in passes["f_zero_pipeline"]
    assert passes["StaticPlanBlockMemory"] == []
    assert set(A.build_passes(A.lower(exp_program()), "llvm", "default")) < set(passes)  # no fusion by default


def test_a_build_without_an_optional_pass_runs_right_and_without_a_required_one_fails():
    irmod, x = A.lower(exp_program()), np.linspace(-1, 1, 6, dtype="float32").reshape(2, 3)
    executable = A.build(irmod, "llvm", "default", ("StaticPlanBlockMemory", "KillAfterLastUse"))
    np.testing.assert_allclose(A.run_executable(executable, [x]), np.exp(x) + x, rtol=1e-6)
    with pytest.raises(Exception, match="LowerAllocTensor"):
        A.build(irmod, "llvm", "default", ("LowerAllocTensor",))


def test_built_code_changes_only_with_a_pass_that_changes_the_code():
    """What keeps a pass off the list when the case passed without it by chance (a result that varies between
    processes): built without a pass with nothing to do for the program, the code is the same text."""
    irmod = A.lower(exp_program())
    code = A.built_code(A.build(irmod, "llvm", "default"))
    assert code == A.built_code(A.build(irmod, "llvm", "default"))  # TVM's addresses in the IR are masked
    assert code == A.built_code(A.build(irmod, "llvm", "default", ("tirx.FP8StorageLegalize",)))
    assert code != A.built_code(A.build(irmod, "llvm", "default", ("KillAfterLastUse",)))
    assert "define" in code and "vm" in code.lower()  # the kernels' LLVM IR and the VM's bytecode


def test_the_pass_at_fault_is_the_one_build_pass_needed_before_the_first_failing_pass_of_a_list():
    from relayreduce.report.gather import pass_at_fault

    # the audit's segfault: ToNonDataflow (of the case's list) only shapes the module StaticPlanBlockMemory breaks
    assert pass_at_fault("ToNonDataflow", ["StaticPlanBlockMemory"]) == "StaticPlanBlockMemory"
    assert pass_at_fault("FoldConstant", []) == "FoldConstant"  # no build pass helps: the list's pass is it
    assert pass_at_fault("FoldConstant", ["FuseOps", "FuseTIRInner"]) == "FoldConstant"
    assert pass_at_fault(None, ["StaticPlanBlockMemory", "KillAfterLastUse"]) is None
    assert pass_at_fault(None, None) is None


def test_repro_built_without_the_pass_the_failure_needs_passes(tmp_path):
    case, failure = witness(SEGFAULT)
    (tmp_path / "repro.py").write_text(render_repro(case, failure))

    def repro(*args):
        return subprocess.run([sys.executable, "repro.py", *args], cwd=tmp_path, capture_output=True, text=True,
                              timeout=300)

    assert repro().returncode == 1
    passed = repro("--disable-pass", "StaticPlanBlockMemory")
    assert passed.returncode == 0, passed.stdout + passed.stderr
    assert "passes the opt-diff oracle on llvm built without StaticPlanBlockMemory" in passed.stdout
    # a case built without a pass keeps building without it, in the sandbox and in its repro
    text = render_repro(without(case, "StaticPlanBlockMemory"), failure)
    assert 'DISABLED_PASSES = ["StaticPlanBlockMemory"]' in text


def test_reports_name_the_one_pass_a_failure_needs(tmp_path):
    from relayreduce.report import github
    from relayreduce.report.gather import gather

    results = tmp_path / "results"
    shutil.copytree(CAMPAIGN / LAYER_NORM, results / LAYER_NORM)
    triage_minimized(results)
    reduction = results / LAYER_NORM / "reduced" / "reduction.json"
    # as minimize records it when the optimized build reads out of bounds only after tirx.StorageRewrite
    reduction.write_text(json.dumps({**json.loads(reduction.read_text()), "passes_needed": ["tirx.StorageRewrite"]}))
    (cluster,) = gather(results)
    assert cluster.pass_at_fault == "tirx.StorageRewrite"
    # (this layer_norm is a known TVM bug, whose draft is titled by the bug; a new one's by the pass)
    assert github.headline(cluster).startswith("tirx.StorageRewrite: "), github.headline(cluster)
    body = github.body(cluster, results)
    assert ('It passes when built without the pass `tirx.StorageRewrite` (`with tvm.transform.PassContext('
            'disabled_pass=["tirx.StorageRewrite"]):`, or `python repro.py --disable-pass tirx.StorageRewrite`') in body
    reduction.write_text(json.dumps({**json.loads(reduction.read_text()), "passes_needed": ["FuseOps", "tirx.StorageRewrite"]}))
    (cluster,) = gather(results)
    assert cluster.pass_at_fault is None and not github.headline(cluster).startswith("tirx.StorageRewrite")
    assert "without the pass `FuseOps` or without the pass `tirx.StorageRewrite`" in github.body(cluster, results)
