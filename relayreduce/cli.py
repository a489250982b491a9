"""The ``relayreduce`` command line.

Bad input (a missing or corrupt case file, TVMScript that does not parse, an unknown op) ends with a
one-line ``Error: ...`` and exit code 2, never a traceback. A case that loads but fails a check exits 1.
Results go to stdout (``--json``: JSON alone); progress and what a command is doing go to stderr.
"""

from __future__ import annotations

import json
import sys
import time
from importlib import metadata
from pathlib import Path

import click

from . import __version__
from .case import CaseFileError, load_case, save_case
from .cli_common import (
    BadInput,
    OneLineUsageErrors,
    cluster_option,
    module_case,
    module_options,
    option_group,
    DURATION,
    Duration,
)
from .ir.types import IRTypeError


def _adapter():
    """Import TVM only for the commands that need it: importing it costs most of a second."""
    from . import tvm_adapter

    return tvm_adapter


def _load(path: str):
    try:
        return load_case(path)
    except CaseFileError as err:
        raise BadInput(str(err)) from None


def _tvm_version() -> str:
    try:
        return metadata.version("apache-tvm")
    except metadata.PackageNotFoundError:
        return "not installed"


class _Group(OneLineUsageErrors, click.Group):
    pass


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", message=f"relayreduce %(version)s (apache-tvm {_tvm_version()})")
def main():
    """Reduce and triage failures of the TVM (Relax) compiler."""


@main.command()
@click.argument("case_file", type=click.Path(dir_okay=False))
@click.option("--ir", "as_ir", is_flag=True, help="Print relayreduce's Relay-style IR instead of TVMScript.")
def show(case_file, as_ir):
    """Print the program of CASE_FILE as Relax TVMScript."""
    case = _load(case_file)
    if as_ir:
        from .ir import pretty

        click.echo(pretty(case.program), nl=False)
        return
    try:
        click.echo(_adapter().to_script(case.program))
    except (IRTypeError, ValueError) as err:
        raise BadInput(f"cannot lower {case_file}: {err}") from None


@main.command()
@click.argument("case_file", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Print the verdict as JSON on stdout.")
def check(case_file, as_json):
    """Does CASE_FILE type-check in relayreduce and lower to a module TVM accepts?

    Checks our own type rules, lowering, TVM's well-formed check, and that TVM infers the types we do.
    Exits 0 when all hold and 1 otherwise.
    """
    from .ir import check as ir_check

    case = _load(case_file)
    stages = []

    def verdict(stage: str, error: str | None):
        stages.append({"stage": stage, "ok": error is None, "error": error})
        return error is None

    try:
        ir_check(case.program)
        ok = verdict("ir-typecheck", None)
    except IRTypeError as err:
        ok = verdict("ir-typecheck", str(err))
    if ok:
        adapter = _adapter()
        try:
            irmod = adapter.lower(case.program)
            adapter.check_well_formed(irmod)
            ok = verdict("tvm-wellformed", None)
        except Exception as err:  # TVM raises many types; each becomes a verdict, not a crash
            ok = verdict("tvm-wellformed", adapter.describe_error(err))
        if ok:
            verdict("tvm-types-agree", _type_disagreement(adapter, case.program, irmod))
    passed = all(s["ok"] for s in stages)
    if as_json:
        click.echo(json.dumps({"case": case_file, "ok": passed, "stages": stages}, indent=2))
    else:
        for s in stages:
            click.echo(f"{'ok  ' if s['ok'] else 'FAIL'} {s['stage']}" + (f": {s['error']}" if s["error"] else ""))
    sys.exit(0 if passed else 1)


def _type_disagreement(adapter, program, irmod) -> str | None:
    for fn, binding, tvm_type in adapter.inferred_types(program, irmod):
        if tvm_type != binding.var.type:
            return f"@{fn.name} %{binding.var.name}: we infer {binding.var.type}, TVM infers {tvm_type}"
    return None


@main.command()
@click.argument("case_file", type=click.Path(dir_okay=False))
@click.option("--timeout", "timeout_s", type=float, default=120.0, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print the outcome as JSON on stdout.")
def repro(case_file, timeout_s, as_json):
    """Re-run CASE_FILE's oracle in the sandbox. Exits 1 when the failure reproduces, 0 when TVM passes, 2 when
    it cannot run here (a bad case file, or no device for its target)."""
    from .campaign import classify
    from .oracles import missing_device, run_oracle
    from .sandbox import run_sandboxed

    case = _load(case_file)
    missing = missing_device(case.oracle)
    if missing:
        raise BadInput(missing)
    outcome = run_sandboxed(run_oracle, case, timeout_s=timeout_s)
    kind = classify(outcome)
    if as_json:
        click.echo(json.dumps({**outcome.to_dict(), "kind": kind or "ok", "oracle": case.oracle.name}, indent=2))
    else:
        verdict = f"{kind}: {outcome.exception_type or ''} {outcome.message}".strip() if kind else "passes"
        click.echo(f"oracle {case.oracle.name} on {case.oracle.target}: {verdict} ({outcome.duration_s:.2f}s)")
    sys.exit(1 if kind else 0)


@main.command("import")
@click.argument("module_file", type=click.Path(dir_okay=False))
@click.option("-o", "--output", type=click.Path(dir_okay=False), required=True, help="Case file to write.")
@module_options
def import_module_file(module_file, output, oracle, target, pipeline, passes, inputs_npz):
    """Turn a module of your own into a case file that fuzz, triage, minimize and report treat like a
    generated case.

    MODULE_FILE is a TVMScript file holding one @I.ir_module class (constants inline or in its metadata
    section; imports may be left out; the code of a failing script that compiles or runs it is ignored, not
    run), a tvm.ir.save_json file, or a pickled tvm.IRModule. Ops relayreduce does not model stay as opaque
    calls typed by TVM; PrimFuncs, R.call_tir, R.match_cast and symbolic shapes are kept. Without --inputs,
    inputs are drawn within each op's domain.
    """
    from .ir import size

    case = module_case(module_file, oracle, target, pipeline, passes, inputs_npz, require_target=False)
    save_case(output, case)
    program = case.program
    click.echo(f"wrote {output}: {len(program.functions)} Relax function(s), {len(program.extern_funcs)} "
               f"PrimFunc(s), {size(program)} op call(s), entry @{program.entry}; judged by {oracle} on {target}",
               err=True)


@main.command()
@click.option("--json", "as_json", is_flag=True)
def ops(as_json):
    """List the registered operators by family."""
    from . import ops as registry

    specs = registry.all_ops()
    if as_json:
        click.echo(json.dumps([{"name": s.name, "family": s.family, "relax": s.relax.op_name,
                                "attrs": list(s.attrs)} for s in specs], indent=2))
        return
    for family in registry.FAMILIES:
        names = [s.name for s in specs if s.family == family]
        if names:
            click.echo(f"{family:8} ({len(names):2}) {' '.join(names)}")
    click.echo(f"{len(specs)} ops", err=True)


@main.command("check-ops")
@click.argument("names", nargs=-1)
@click.option("-n", "--count", default=100, show_default=True, help="Sampled instances per op.")
@click.option("--seed", default=0, show_default=True)
def check_ops(names, count, seed):
    """Check op entries against real TVM: types, round-trip, results, solvers."""
    from . import opcheck, ops as registry

    try:
        specs = [registry.get(n) for n in names] if names else registry.all_ops()
    except registry.UnknownOpError as err:
        raise BadInput(str(err)) from None
    failed = 0
    for spec in specs:
        report = opcheck.OpChecker(spec).run(count, seed)
        failed += not report.ok
        click.echo(str(report), err=True)
    click.echo(f"{len(specs) - failed}/{len(specs)} ops agree with TVM", err=True)
    sys.exit(1 if failed else 0)


@main.command()
@click.option("--json", "as_json", is_flag=True)
def env(as_json):
    """Describe the TVM installation (what a bug report's Environment section needs)."""
    info = _adapter().environment()
    if as_json:
        click.echo(json.dumps(info, indent=2))
    else:
        for key, value in info.items():
            click.echo(f"{key:15} {value}")


_fuzz_options = [
    click.option("--out", "out_dir", type=click.Path(file_okay=False), required=True, help="Results directory."),
    click.option("--budget", type=DURATION, default="10m", show_default=True,
                 help="Wall-clock budget: 90s, 10m, 1h."),
    click.option("-j", "--jobs", type=click.IntRange(1, 256), default=2, show_default=True,
                 help="Tests run at once (with --cluster: about the cluster's worker threads)."),
    click.option("--oracle", "oracle_names", multiple=True,
                 help="Oracle to run (repeatable). Default: every oracle this machine supports."),
    click.option("--seed", type=int, default=0, show_default=True),
    click.option("--config", type=click.Path(dir_okay=False), help="Generation policy (TOML)."),
    click.option("--seeds-dir", type=click.Path(file_okay=False), help="Case files / TVMScript modules to mutate."),
    click.option("--timeout", "timeout_s", type=float, default=60.0, show_default=True, help="Seconds per test."),
    click.option("--memory-mb", type=int, default=4096, show_default=True, help="Address space per test."),
    click.option("--max-tests", type=int, help="Stop after this many tests (besides the budget)."),
    cluster_option,
    click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON on stdout."),
]


fuzz_options = option_group(_fuzz_options)


def _fuzz_setup(oracle_names, config, seeds_dir) -> tuple[list[str], object, list]:
    """The oracles, generation policy and seed programs the options name; BadInput for any that is wrong."""
    from . import oracles
    from .campaign import load_seeds
    from .generator.policy import Policy, PolicyError

    try:
        names = list(oracle_names) or oracles.available()
        for name in names:
            oracles.get(name)
        return names, Policy.from_toml(config) if config else Policy(), load_seeds(seeds_dir)
    except (oracles.UnknownOracleError, PolicyError, CaseFileError) as err:
        raise BadInput(str(err)) from None


def _fuzz(out_dir, budget_s: float, setup, seed: int, executor, jobs: int, max_tests):
    """Run the fuzz loop with ``setup`` (from _fuzz_setup) and the seed; returns its CampaignStats."""
    from .campaign import CaseSource, run_campaign
    from .results import append_run_summary

    names, policy, seeds = setup
    environment = _adapter().environment()
    source = CaseSource(policy, seed, names, seeds, environment)
    click.echo(f"fuzzing for {budget_s:.0f}s with {jobs} worker(s), seed {seed}, oracles: {', '.join(names)}",
               err=True)
    started_at = time.time()
    stats = run_campaign(out_dir, budget_s, source, executor, jobs, max_tests=max_tests)
    summary = stats.summary()
    append_run_summary(out_dir, {**summary, "started_at": started_at, "finished_at": time.time(), "seed": seed,
                                 "oracles": names, "tvm_version": environment.get("tvm_version"),
                                 "tvm_commit": environment.get("tvm_commit")})
    click.echo(f"done: {summary['tests']} tests, {summary['failures']} failures "
               f"({', '.join(f'{k} {v}' for k, v in summary['kinds'].items()) or 'none'}), "
               f"{summary['distinct_signatures']} distinct signatures in {summary['elapsed_s']}s -> {out_dir}; "
               f"not TVM's: {stats.discarded()}", err=True)
    return stats


@main.command()
@fuzz_options
def fuzz(out_dir, budget, jobs, oracle_names, seed, config, seeds_dir, timeout_s, memory_mb, max_tests, cluster,
         as_json):
    """Generate and mutate programs, run them through TVM's oracles, record failures in OUT."""
    from .executors import make_executor
    from .sandbox import Limits

    setup = _fuzz_setup(oracle_names, config, seeds_dir)
    executor = make_executor(cluster, jobs, Limits(timeout_s=timeout_s, memory_mb=memory_mb))
    try:
        stats = _fuzz(out_dir, budget, setup, seed, executor, jobs, max_tests)
    finally:
        executor.shutdown(cancel_futures=True)
    if as_json:
        click.echo(json.dumps(stats.summary(), indent=2))


@main.command()
@fuzz_options
@click.option("--minimize-budget", type=Duration(zero_ok=True), default="10m", show_default=True,
              help="Time to minimize the new clusters' witnesses in, largest cluster first (0: none).")
@click.option("--report-dir", type=click.Path(path_type=Path, file_okay=False),
              help="Where the report and the GitHub drafts (drafts/) go (default: OUT.report/ beside OUT).")
def campaign(out_dir, budget, jobs, oracle_names, seed, config, seeds_dir, timeout_s, memory_mb, max_tests, cluster,
             as_json, minimize_budget, report_dir):
    """Fuzz for the budget, triage, minimize the witness of every new cluster, draft an apache/tvm issue per
    open cluster, and end with the report's path and a one-screen summary.

    Running it again on OUT continues: a new round fuzzes with a new seed derived from --seed, new failures
    join the clusters, and clusters minimized before are not minimized again. After a kill it resumes where
    it stood (a round killed after fuzzing goes on with triage and minimization). Ctrl-C while fuzzing ends
    the fuzzing early; Ctrl-C while minimizing stops, and the next run resumes the reduction.
    """
    from . import pipeline
    from .executors import make_executor
    from .reducer.batch import minimize_clusters, triage_open_clusters
    from .reducer.minimize import Options
    from .report.gather import ReportError
    from .report.github import write_drafts
    from .report.html import check_report_dir, write_html
    from .sandbox import Limits
    from .triage import StoreError, TriageInputError
    from .triage.engine import open_store

    def log(text: str) -> None:
        click.echo(text, err=True)

    out = Path(out_dir)
    setup = _fuzz_setup(oracle_names, config, seeds_dir)
    report_dir = Path(report_dir) if report_dir else pipeline.default_report_dir(out)
    try:
        check_report_dir(report_dir)
    except ReportError as err:
        raise BadInput(str(err)) from None
    out.mkdir(parents=True, exist_ok=True)
    state = pipeline.CampaignState.load(out)
    resumed = state.phase == pipeline.MINIMIZE
    try:
        executor = make_executor(cluster, jobs, Limits(timeout_s=timeout_s, memory_mb=memory_mb))
        try:
            if resumed:
                log(f"campaign: round {state.round} was fuzzed already; resuming with triage and minimization")
            else:
                with open_store(out) as store:
                    state = state.next_round(seed, sorted(store.statuses()))
                state.save(out)
                log(f"campaign: round {state.round} on {out}")
                stats = _fuzz(out, budget, setup, state.seed, executor, jobs, max_tests)
                state.phase, state.fuzz = pipeline.MINIMIZE, stats.summary()
                state.save(out)
            triaged, todo = triage_open_clusters(out)
            log(triaged.summary_line())
            todo = [c for c in todo if state.skipped.get(c.id) != c.witness_path]
            log(f"campaign: minimizing {len(todo)} cluster witness(es) within {minimize_budget:.0f}s")
            deadline = time.monotonic() + minimize_budget
            batch = minimize_clusters(out, todo, Options(jobs=jobs), executor, deadline, log)
        finally:
            executor.shutdown(cancel_futures=True)
        witnesses = {c.id: c.witness_path for c in todo}
        state.skipped.update({cid: witnesses[cid] for cid, _ in batch.skipped})
        state.save(out)
        if batch.interrupted:
            log("campaign: interrupted; the same command resumes the reduction")
            sys.exit(130)
        drafts_dir = report_dir / "drafts"
        drafts = write_drafts(out, drafts_dir)
        html = write_html(out, report_dir)
        state.phase = pipeline.DONE
        state.save(out)
        with open_store(out) as store:
            clusters = store.summaries()
    except (TriageInputError, StoreError, ReportError) as err:
        raise BadInput(str(err)) from None
    doc = pipeline.summary(state, resumed, clusters, batch, [p for _, p in drafts.written], drafts_dir, html,
                           {c.id: c.explanation for c in drafts.explained})
    click.echo(json.dumps(doc, indent=2) if as_json else pipeline.summary_text(doc, out))


def _register_stage_commands() -> None:
    """Stages outside the core contribute their own click commands."""
    from .reducer.cli import minimize_all_command, minimize_command
    from .report.cli import export_test_command, report_command
    from .triage.cli import triage

    for command in (triage, minimize_command, minimize_all_command, report_command, export_test_command):
        main.add_command(command)


_register_stage_commands()
