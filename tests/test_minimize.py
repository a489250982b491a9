"""`relayreduce minimize` end to end against real TVM 0.27: every oracle run goes through the sandbox, and
every repro.py is run by path in a fresh interpreter."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from relayreduce.case import OracleSpec, load_case, make_case, save_case
from relayreduce.inputs import random_inputs
from relayreduce.ir import FunctionBuilder, TensorType, module, size
from relayreduce.triage import Signature, same_failure, signature_of

REGRESSIONS = Path(__file__).parent / "regressions"
FIXTURES = Path(__file__).parent / "reducer_fixtures"
REPORT_KEYS = {"bindings_before", "bindings_after", "queries", "cache_hits", "invalid_skipped", "drift_rejected",
               "seconds", "signature", "first_failing_pass"}


def relayreduce(*args, timeout=600, **kw):
    return subprocess.run([sys.executable, "-m", "relayreduce", *map(str, args)], capture_output=True,
                          text=True, timeout=timeout, **kw)


def run_repro(path: Path, *args):
    return subprocess.run([sys.executable, str(path), *args], capture_output=True, text=True, timeout=300,
                          cwd=path.parent)


def assert_repro_reproduces(out: Path) -> dict:
    report = json.loads((out / "reduction.json").read_text())
    proc = run_repro(out / "repro.py")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    target = Signature.from_dict(report["signature"])
    got = signature_of(None, stderr=proc.stderr)
    assert same_failure(target, got), f"{target.to_dict()}\n!=\n{got.to_dict()}"
    return report


def noisy_fp16_program(noise: int):
    """A float16 acos (TVM 0.27 has no LLVM intrinsic for it) buried among ``noise`` unrelated ops."""
    b = FunctionBuilder("main")
    h = b.param("h", TensorType((3, 4), "float16"))
    x = b.param("x", TensorType((3, 4), "float32"))
    outputs = []
    with b.dataflow():
        v = x
        for i in range(noise):
            v = b.call(("exp", "nn.relu", "negative", "tanh")[i % 4], v)
            if i % 5 == 4:
                outputs.append(b.call("sum", v, axis=(1,), keepdims=False))
        bad = b.call("acos", b.call("multiply", h, h))
        outputs.append(b.call("add", b.call("astype", bad, dtype="float32"), v))
        out = b.tuple(*outputs)
    return module(b.finish(out))


@pytest.fixture
def noisy_case(tmp_path):
    program = noisy_fp16_program(12)
    path = tmp_path / "noisy" / "case.pkl"
    save_case(path, make_case(program, random_inputs(program.main, seed=0), oracle=OracleSpec("compile")))
    return path


def test_minimize_shrinks_a_buried_op_bug_to_one_call(noisy_case):
    proc = relayreduce("minimize", noisy_case, "--json")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    out = noisy_case.parent / "reduced"
    assert REPORT_KEYS <= set(report)
    assert report["bindings_before"] == size(load_case(noisy_case).program) >= 15
    assert report["bindings_after"] <= 2
    reduced = load_case(out / "case.pkl")
    assert "acos" in report["after"]["ops"] and size(reduced.program) == report["bindings_after"]
    assert report["queries"] > 0 and report["invalid_skipped"] >= 0
    assert "exp" in (out / "diff.txt").read_text()
    assert "reduced:" in proc.stderr
    assert_repro_reproduces(out)
    assert relayreduce("repro", out / "case.pkl").returncode == 1


def test_mismatch_case_reduces_and_its_repro_compares_against_the_reference(tmp_path):
    shutil.copytree(REGRESSIONS / "group_norm_ignores_center_scale", tmp_path / "case")
    out = tmp_path / "out"
    proc = relayreduce("minimize", tmp_path / "case" / "case.pkl", "-o", out)
    assert proc.returncode == 0, proc.stderr
    report = assert_repro_reproduces(out)
    assert report["kind"] == "mismatch" and report["bindings_after"] >= 1
    assert "nn.group_norm" in report["after"]["ops"]
    assert "REPRODUCED" in run_repro(out / "repro.py").stdout


def test_a_segfault_is_a_verdict_of_the_repro_not_its_death(tmp_path):
    shutil.copytree(REGRESSIONS / "split_in_if_branch_segfault", tmp_path / "case")
    out = tmp_path / "out"
    proc = relayreduce("minimize", tmp_path / "case" / "case.pkl", "-o", out, "-j", "2")
    assert proc.returncode == 0, proc.stderr
    report = assert_repro_reproduces(out)
    assert report["kind"] == "segfault"
    assert report["first_failing_pass"] is None  # the VM crashes running the module: no pass is involved
    # but a pass of the build is: StaticPlanBlockMemory gives both branches one storage (apache/tvm#20191)
    assert "StaticPlanBlockMemory" in report["passes_needed"]
    assert "SIGSEGV" in run_repro(out / "repro.py").stdout


def test_corrupt_case_is_one_error_line_and_nothing_is_written(tmp_path):
    bad = tmp_path / "case.pkl"
    bad.write_bytes(b"RRCASE\x00\x01" + b"\x00" * 5)
    proc = relayreduce("minimize", bad)
    assert proc.returncode == 2
    assert proc.stderr.strip().count("\n") == 0 and proc.stderr.startswith("Error:")
    assert "Traceback" not in proc.stderr
    assert not (tmp_path / "reduced").exists()


def test_a_passing_case_has_nothing_to_reduce(tmp_path):
    b = FunctionBuilder("main")
    x = b.param("x", TensorType((2, 2), "float32"))
    program = module(b.finish(b.call("exp", x)))
    path = tmp_path / "case.pkl"
    save_case(path, make_case(program, random_inputs(program.main), oracle=OracleSpec("compile")))
    proc = relayreduce("minimize", path, "--runs", "1")
    assert proc.returncode == 2
    assert "nothing to reduce: the case passes the compile oracle on llvm" in proc.stderr
    assert "Traceback" not in proc.stderr
    assert not (tmp_path / "reduced").exists()


def test_unknown_match_form_is_bad_input(noisy_case):
    proc = relayreduce("minimize", noisy_case, "--match", "stack")
    assert proc.returncode == 2 and "unknown --match form 'stack'" in proc.stderr
    proc = relayreduce("minimize", noisy_case, "--match", "regex:(")
    assert proc.returncode == 2 and "bad regular expression" in proc.stderr
    assert not (noisy_case.parent / "reduced").exists()


def test_match_regex_pins_the_error_text(noisy_case):
    proc = relayreduce("minimize", noisy_case, "--match", "regex:unknown intrinsic.*acos", "--runs", "1", "--json")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["bindings_after"] <= 2


def test_kill_9_then_resume_ends_where_an_uninterrupted_run_ends(tmp_path):
    program = noisy_fp16_program(30)
    case_path = tmp_path / "case.pkl"
    save_case(case_path, make_case(program, random_inputs(program.main, seed=1), oracle=OracleSpec("compile")))
    whole = relayreduce("minimize", case_path, "-o", tmp_path / "whole", "--runs", "1")
    assert whole.returncode == 0, whole.stderr

    out = tmp_path / "resumed"
    state = out / ".checkpoint" / "state.json"
    proc = subprocess.Popen([sys.executable, "-m", "relayreduce", "minimize", str(case_path), "-o", str(out),
                             "--runs", "1"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and proc.poll() is None:
        if state.exists() and json.loads(state.read_text())["count"] >= 3:
            break
        time.sleep(0.05)
    assert proc.poll() is None, "the reduction finished before it could be killed"
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    assert state.exists() and not (out / "repro.py").exists()

    resumed = relayreduce("minimize", case_path, "-o", out, "--runs", "1", "--resume")
    assert resumed.returncode == 0, resumed.stderr
    assert "resuming from the checkpoint" in resumed.stderr
    assert load_case(out / "case.pkl").program == load_case(tmp_path / "whole" / "case.pkl").program
    assert not (out / ".checkpoint").exists()


def test_cuda_repro_on_a_machine_without_cuda_says_so(noisy_case):
    assert relayreduce("minimize", noisy_case, "--runs", "1").returncode == 0
    proc = run_repro(noisy_case.parent / "reduced" / "repro.py", "--target", "cuda")
    assert proc.returncode == 2
    text = (proc.stdout + proc.stderr).strip()
    assert "cuda" in text.lower() and len(text.splitlines()) == 1


def test_minimize_all_reduces_every_open_cluster_and_triage_shows_before_and_after(tmp_path):
    results = tmp_path / "results"
    for name in ("llvm_fp16_acos_intrinsic", "batch_norm_training_negative_axis"):
        shutil.copytree(REGRESSIONS / name, results / name)
    assert relayreduce("triage", results).returncode == 0
    proc = relayreduce("minimize-all", results, "--runs", "1")
    assert proc.returncode == 0, proc.stderr
    assert "2 minimized, 0 skipped" in proc.stderr
    doc = json.loads(relayreduce("triage", results, "--json").stdout)
    reductions = [c["reduction"] for c in doc["clusters"]]
    assert all(r is not None for r in reductions) and len(reductions) == 2
    for r in reductions:
        assert (results / r["reduced_path"]).exists() and r["size_after"] <= r["size_before"]
        assert (results / r["reduced_path"]).parent.joinpath("repro.py").exists()
    table = relayreduce("triage", results).stdout
    assert table.count(" ops: ") == 2
    again = relayreduce("minimize-all", results, "--runs", "1")
    assert "0 open cluster(s) to minimize" in again.stderr  # already minimized: nothing to redo


def test_opaque_calls_of_a_hand_written_module_are_reduced_and_checked_by_tvm_inference():
    """examples/mlp_block.py is written by hand and holds ops the registry does not model (softplus, tril)."""
    from relayreduce import tvm_adapter
    from relayreduce.ir.expr import OpaqueCall, walk
    from relayreduce.reducer.driver import Reducer
    from relayreduce.reducer.interesting import PredicateJudge

    program = tvm_adapter.import_module((Path(__file__).parents[1] / "examples" / "mlp_block.py").read_text())
    case = make_case(program, random_inputs(program.main, seed=0), oracle=OracleSpec("compile"))
    judged = []

    def has_tril(c):
        irmod = tvm_adapter.lower(c.program)
        tvm_adapter.check_well_formed(irmod)
        theirs = tvm_adapter.tvm_types(irmod)
        judged.append(all(theirs[(fn.name, b.var.name)] == b.var.type for fn, b in walk(c.program)))
        return any(isinstance(b.value, OpaqueCall) and b.value.op == "relax.tril" for _, b in walk(c.program))

    reducer = Reducer(PredicateJudge(has_tril))
    out = reducer.reduce(case)
    assert judged and all(judged)  # TVM agrees with every type of every candidate that was judged
    assert [b.value.op for _, b in walk(out.program) if isinstance(b.value, OpaqueCall)] == ["relax.tril"]
    assert size(out.program) == 1 and len(out.program.functions) == 1
    assert out.program.main.params[0].type.shape == (1, 1)  # shapes shrank through TVM's own inference


REDUCER_LABELS = json.loads((FIXTURES / "labels.json").read_text())


@pytest.mark.parametrize("name", sorted(REDUCER_LABELS))
def test_campaign_witnesses_reduce_to_their_known_size(name, tmp_path):
    """Real witnesses from a fuzzing campaign, kept as regression fixtures for the reducer."""
    expected = REDUCER_LABELS[name]
    out = tmp_path / "out"
    proc = relayreduce("minimize", FIXTURES / name / "case.pkl", "-o", out, "--runs", "1", "--json")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["bindings_after"] <= expected["max_bindings_after"] < report["bindings_before"]
    assert report["first_failing_pass"] == expected["first_failing_pass"]
    assert report["drift_rejected"] >= 0 and report["invalid_skipped"] >= 0
    assert_repro_reproduces(out)


def _interrupt_after_first_checkpoint(case_path, out):
    """Run a reduction, send SIGINT once its first checkpoint exists; (exit code, stderr), or None when the
    reduction ended before the signal could land (it can finish within a second of its first step)."""
    state = out / ".checkpoint" / "state.json"
    # A terminal's Ctrl-C: the child starts with SIGINT at its default even if this test process inherited it
    # ignored (an ignored SIGINT survives exec, and Python then never raises KeyboardInterrupt).
    proc = subprocess.Popen([sys.executable, "-m", "relayreduce", "minimize", str(case_path), "-o", str(out),
                             "--runs", "1"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and proc.poll() is None and not state.exists():
        time.sleep(0.02)
    if proc.poll() is not None:
        proc.communicate()
        return None
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=120)
    return None if proc.returncode == 0 and "interrupted" not in err else (proc.returncode, err)


def test_ctrl_c_writes_the_smallest_case_so_far_and_keeps_the_checkpoint(tmp_path):
    program = noisy_fp16_program(30)
    case_path = tmp_path / "case.pkl"
    save_case(case_path, make_case(program, random_inputs(program.main, seed=2), oracle=OracleSpec("compile")))
    for attempt in range(3):  # a race with a fast reduction is retried, not counted as a pass
        out = tmp_path / f"out{attempt}"
        interrupted = _interrupt_after_first_checkpoint(case_path, out)
        if interrupted is not None:
            break
    assert interrupted is not None, f"the reduction finished before it could be interrupted, three times; " \
                                    f"SIGINT disposition here: {signal.getsignal(signal.SIGINT)}"
    returncode, err = interrupted
    assert returncode == 130, err
    assert "interrupted: writing the smallest case found so far" in err and "Traceback" not in err
    report = json.loads((out / "reduction.json").read_text())
    assert report["interrupted"] and report["bindings_after"] < report["bindings_before"]
    assert size(load_case(out / "case.pkl").program) == report["bindings_after"]
    assert (out / ".checkpoint" / "state.json").exists()  # --resume continues from here


def test_a_reduction_cut_short_by_its_budget_is_partial_and_the_next_run_continues_it(tmp_path):
    import dataclasses

    from relayreduce import pipeline
    from relayreduce.campaign import classify
    from relayreduce.oracles import run_oracle
    from relayreduce.reducer.batch import BatchOutcome
    from relayreduce.results import write_failure
    from relayreduce.sandbox import run_sandboxed
    from relayreduce.triage.engine import open_store

    program = noisy_fp16_program(12)
    case = make_case(program, random_inputs(program.main, seed=0), oracle=OracleSpec("compile"))
    outcome = run_sandboxed(run_oracle, case, timeout_s=120)
    results = tmp_path / "results"
    write_failure(results, case, dataclasses.replace(outcome, kind=classify(outcome)), "compile")

    def cluster():
        (row,) = json.loads(relayreduce("triage", results, "--json").stdout)["clusters"]
        return row

    short = relayreduce("minimize-all", results, "--runs", "1", "--budget", "1s")
    assert short.returncode == 0, short.stderr
    assert "0 minimized, 1 cut short by the budget (run again to continue), 0 skipped" in short.stderr
    partial = cluster()
    assert partial["reduction"]["info"]["out_of_time"] and partial["partial"] and not partial["minimized"]
    reduced = results / partial["witness"].split("/")[0] / "reduced"
    assert json.loads((reduced / "reduction.json").read_text())["out_of_time"]
    assert (reduced / ".checkpoint" / "state.json").exists()  # where the next run goes on from
    # Nobody is told it is minimal: not triage, the campaign's summary, the draft or the report.
    assert "so far, cut short by the budget" in relayreduce("triage", results).stdout
    with open_store(results) as store:
        doc = pipeline.summary(pipeline.CampaignState(), False, store.summaries(), BatchOutcome(), [], tmp_path,
                               tmp_path)
    assert doc["minimized"] == 0 and doc["partial"] == 1 and doc["table"][0]["partial"]
    text = pipeline.summary_text(doc, results)
    assert "minimized: 0 of 1 (0 this run); 1 cut short by the budget" in text and " (partial)" in text
    draft = relayreduce("report", results, "--cluster", partial["id"], "--github").stdout
    assert "minimization was cut short by its time budget" in draft and "The minimal module" not in draft
    assert relayreduce("report", results, "--html", tmp_path / "site").returncode == 0
    assert "(partial)" in (tmp_path / "site" / "index.html").read_text()
    assert "cut short by its time budget" in (tmp_path / "site" / "clusters" / f"{partial['id']}.html").read_text()

    rest = relayreduce("minimize-all", results, "--runs", "1")
    assert "1 open cluster(s) to minimize" in rest.stderr and "resuming from the checkpoint" in rest.stderr
    assert "1 minimized, 0 skipped" in rest.stderr
    done = cluster()
    assert done["minimized"] and not done["partial"]
    assert done["reduction"]["size_after"] <= partial["reduction"]["size_after"]
    assert not (reduced / ".checkpoint").exists()
    assert "0 open cluster(s) to minimize" in relayreduce("minimize-all", results, "--runs", "1").stderr


# --------------------------------------------------------------------------------------------------
# The case handed over is re-run as often as the original was: a flaky one is never handed over as reliable


class FlakyWhenSmall:
    """A sandbox whose oracle runs are TVM's own, but a case of at most ``small`` op bindings (any, with
    ``small`` None) that has been run before passes: a stand-in for a failure that reduction made flaky (an
    out-of-bounds read that reads less), deterministic where TVM's garbage is not. The case's repro.py, run
    in a fresh interpreter, is TVM's alone and reproduces."""

    def __init__(self, small: int | None):
        from relayreduce.sandbox import SandboxExecutor

        self.inner, self.small, self.seen = SandboxExecutor(max_workers=1, timeout_s=120), small, set()

    @property
    def limits(self):
        return self.inner.limits

    @limits.setter
    def limits(self, value):
        self.inner.limits = value

    def submit(self, fn, case):
        from concurrent.futures import Future

        from relayreduce.reducer.cache import case_key
        from relayreduce.sandbox import Outcome

        key = case_key(case)
        if (self.small is None or size(case.program) <= self.small) and key in self.seen:
            future = Future()
            future.set_result(Outcome("ok"))
            return future
        self.seen.add(key)
        return self.inner.submit(fn, case)

    def shutdown(self, **kwargs):
        self.inner.shutdown(**kwargs)


def test_a_smallest_case_that_does_not_reproduce_every_time_falls_back_to_a_step_that_does(noisy_case):
    from relayreduce.reducer.batch import reduction_line
    from relayreduce.reducer.minimize import Options, minimize

    executor = FlakyWhenSmall(small=4)
    try:
        report = minimize(noisy_case, Options(runs=3), log=lambda _: None, executor=executor)
    finally:
        executor.shutdown()
    out = noisy_case.parent / "reduced"
    # every candidate was judged on one run, so the reduction went below 5 bindings; re-run, that case passed
    fell_back = report["fell_back"]
    assert fell_back["bindings"] <= 4 and fell_back["reproduced_runs"] == "0/3"
    assert fell_back["repro_reproduced_runs"] == "3/3" and fell_back["steps_back"] >= 1
    assert size(load_case(out / "smallest_flaky_case.pkl").program) == fell_back["bindings"]
    # what is handed over is the last step that reproduced in every run, of its oracle and of repro.py
    assert report["bindings_after"] == size(load_case(out / "case.pkl").program) > 4
    assert (report["reduced_reproduced_runs"], report["repro_reproduced_runs"], report["flaky"]) == ("3/3", "3/3", False)
    assert report["reproduced_runs"] == "3/3" and report["failure"]["kind"] == "exception"
    line = reduction_line(report)
    assert (f"the smallest case found ({fell_back['bindings']} op bindings, smallest_flaky_case.pkl) reproduced in "
            f"only 0 of 3 runs of its oracle but 3 of 3 runs of repro.py, so the result is a reduction step") in line
    assert "reproduced in every run (3 of 3 runs)" in line and "FLAKY" not in (out / "repro.py").read_text()
    assert_repro_reproduces(out)


def test_a_flaky_case_reduced_with_allow_flaky_is_labelled_flaky_where_it_is_read(noisy_case):
    from relayreduce.reducer.batch import reduction_line
    from relayreduce.reducer.minimize import Options, minimize

    executor = FlakyWhenSmall(small=None)  # every case fails on its first run only
    try:
        report = minimize(noisy_case, Options(runs=3, allow_flaky=True), log=lambda _: None, executor=executor)
    finally:
        executor.shutdown()
    out = noisy_case.parent / "reduced"
    assert report["reproduced_runs"] == "1/3"  # the original: flaky, so nothing reliable to fall back to
    assert (report["reduced_reproduced_runs"], report["repro_reproduced_runs"]) == ("0/3", "3/3")
    assert report["flaky"] and report["fell_back"] is None and not (out / "smallest_flaky_case.pkl").exists()
    assert json.loads((out / "reduction.json").read_text())["flaky"]
    assert reduction_line(report).endswith(
        "; FLAKY: the reduced case reproduced in only 0 of 3 runs of its oracle but 3 of 3 runs of repro.py")
    assert ("FLAKY: this failure reproduced in only 0 of 3 runs of its oracle but 3 of 3 runs of repro.py when "
            "relayreduce re-ran this module") in (out / "repro.py").read_text()


def test_a_case_that_reads_out_of_bounds_is_handed_over_with_how_often_it_reproduced(tmp_path):
    """TVM's own garbage (layer_norm reading gamma out of bounds, tests/test_trust.py): whatever it reads,
    the case handed over was re-run three times in the sandbox and three times as repro.py, and is labelled
    flaky exactly when one of them did not reproduce; a smaller case that did not is kept beside it."""
    from test_trust import layer_norm_of_unsorted_axes

    program, inputs = layer_norm_of_unsorted_axes()
    path = tmp_path / "case.pkl"
    save_case(path, make_case(program, inputs, oracle=OracleSpec("opt-diff")))
    out = tmp_path / "out"
    proc = relayreduce("minimize", path, "-o", out, "--allow-flaky", "--json")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["signature"]["message"].startswith("nondeterministic result: the ")
    sandbox, repro = report["reduced_reproduced_runs"], report["repro_reproduced_runs"]
    assert sandbox in ("0/3", "1/3", "2/3", "3/3") and repro in ("0/3", "1/3", "2/3", "3/3")
    flaky = (sandbox, repro) != ("3/3", "3/3")
    assert report["flaky"] == flaky
    (line,) = [line for line in proc.stderr.splitlines() if line.startswith("reduced:")]
    assert ("; FLAKY: the reduced case reproduced in " in line) == flaky
    assert ("FLAKY: this failure reproduced in " in (out / "repro.py").read_text()) == flaky
    fell_back = report["fell_back"]
    assert (out / "smallest_flaky_case.pkl").exists() == (fell_back is not None)
    if fell_back is not None:
        assert not flaky and "the smallest case found" in line
        assert (fell_back["reproduced_runs"], fell_back["repro_reproduced_runs"]) != ("3/3", "3/3")
        assert size(load_case(out / "smallest_flaky_case.pkl").program) == fell_back["bindings"]
