"""``relayreduce minimize CASE`` and ``relayreduce minimize-all RESULTS``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from relayreduce.case import CaseFileError
from relayreduce.cli_common import (
    BadInput,
    cluster_option,
    module_case,
    module_options,
    option_group,
    DURATION,
)
from relayreduce.progress import ProgressLine

from .batch import reduction_line
from .checkpoint import CheckpointError
from .interesting import MATCH_FORMS, MatchError
from .minimize import Options, ReductionError, minimize


def _log(text: str) -> None:
    click.echo(text, err=True)


def run_minimize(case_file: Path, options: Options, as_json: bool = False) -> dict:
    try:
        report = minimize(case_file, options, progress=ProgressLine(), log=_log)
    except (CaseFileError, MatchError, ReductionError, CheckpointError) as err:
        raise BadInput(str(err)) from None
    return report


_common = [
    click.option("--match", default="signature", show_default=True, help=f"Same bug means: {MATCH_FORMS}."),
    click.option("-j", "--jobs", type=click.IntRange(1, 64), default=1, show_default=True,
                 help="Candidates judged in parallel (same result as -j 1, sooner)."),
    click.option("--runs", type=click.IntRange(1, 20), default=3, show_default=True,
                 help="Runs of the original case to tell a stable failure from a flaky one."),
    click.option("--allow-flaky", is_flag=True, help="Reduce a flaky case: a candidate must fail as often."),
    click.option("--timeout", "timeout_s", type=float, default=None,
                 help="Upper bound in seconds on one oracle run, adapted down to the case's own run time "
                      "(default: 120, or the limit a recorded hang ran into)."),
    click.option("--memory-mb", type=int, default=4096, show_default=True, help="Address space per oracle run."),
    cluster_option,
]


common_options = option_group(_common)


def _import_module_file(path: Path, module_args: dict, scratch: Path) -> Path:
    """A module file (TVMScript, save_json, pickled IRModule) as a case file in scratch: the output directory
    gets it only once the module has been reduced, so a module that cannot be leaves nothing behind."""
    from relayreduce.case import save_case

    case = module_case(path, **module_args, require_target=True)
    _log(f"imported {path}: {len(case.program.functions)} Relax function(s), "
         f"{len(case.program.extern_funcs)} PrimFunc(s); judged by {case.oracle.name} on {case.oracle.target}")
    return save_case(scratch / "imported.pkl", case)


@click.command("minimize")
@click.argument("case_file", type=click.Path(path_type=Path, dir_okay=False))
@click.option("-o", "--out", "out_dir", type=click.Path(path_type=Path, file_okay=False),
              help="Output directory (default: reduced/ next to a case, NAME.reduced/ next to a module file).")
@common_options
@module_options
@click.option("--resume", is_flag=True, help="Continue from the checkpoint in the output directory.")
@click.option("--budget", type=DURATION, default=None,
              help="Stop after this long (90s, 10m, 1h) with the best case so far.")
@click.option("--json", "as_json", is_flag=True, help="Print reduction.json on stdout.")
def minimize_command(case_file, out_dir, match, jobs, runs, allow_flaky, timeout_s, memory_mb, cluster, oracle,
                     target, pipeline, passes, inputs_npz, resume, budget, as_json):
    """Shrink CASE_FILE to a minimal case that fails the same way, with a standalone repro.py.

    CASE_FILE is a case.pkl, or a module of your own: a TVMScript file holding one @I.ir_module class (a
    failing script may also compile or run it: that code is ignored, not run), a tvm.ir.save_json file, or a
    pickled tvm.IRModule. A module is judged by --oracle on --target (after --passes, with --inputs); a case
    file carries its own oracle.

    Writes case.pkl, repro.py, reduction.json and diff.txt to the output directory. Exits 0 when reduced,
    2 when the case cannot be reduced (bad file, it does not fail, it is flaky).
    """
    import shutil
    import tempfile

    from relayreduce.module_input import is_case_file

    is_module = not is_case_file(case_file) and case_file.is_file()
    if is_module:
        out_dir = out_dir or case_file.parent / f"{case_file.stem}.reduced"
    elif click.get_current_context().get_parameter_source("oracle").name != "DEFAULT" or passes or inputs_npz:
        raise BadInput("--oracle, --target, --pipeline, --passes and --inputs apply to module files; "
                       f"{case_file} is a case file, which carries its own oracle")
    options = Options(out_dir, match, jobs, runs, allow_flaky, resume, budget, timeout_s, memory_mb, cluster)
    if is_module:
        module_args = dict(oracle=oracle, target=target, pipeline=pipeline, passes=passes, inputs_npz=inputs_npz)
        with tempfile.TemporaryDirectory(prefix="relayreduce-import-") as scratch:
            imported = _import_module_file(case_file, module_args, Path(scratch))
            report = run_minimize(imported, options)
            shutil.copy(imported, out_dir / "imported.pkl")  # the module as a case, for repro, triage, fuzz
    else:
        report = run_minimize(case_file, options)
    if as_json:
        click.echo(json.dumps(report, indent=2, default=str))
    _log(f"reduced: {reduction_line(report)}")
    _log(f"wrote {Path(report['files']['repro.py']).parent}/ ({', '.join(report['files'])})")
    if report.get("interrupted"):
        sys.exit(130)


@click.command("minimize-all")
@click.argument("results_dir", type=click.Path(path_type=Path, file_okay=False))
@common_options
@click.option("--budget", type=DURATION, default=None,
              help="Stop after this long (90s, 10m, 1h); a reduction under way keeps its best case so far as "
                   "partial, and the next run continues it.")
@click.option("--again", is_flag=True, help="Also minimize clusters whose witness was minimized before.")
def minimize_all_command(results_dir, match, jobs, runs, allow_flaky, timeout_s, memory_mb, cluster, budget, again):
    """Minimize the witness of every open triage cluster in RESULTS_DIR, largest cluster first.

    Triage runs first (incrementally). Each reduced case lands in reduced/ next to its witness, and
    results/triage.db records its size, so `relayreduce triage` shows the witness size before -> after.
    A reduction that was killed, or that the budget cut short (partial), continues from its checkpoint when
    this runs again.
    """
    import time

    from relayreduce.triage import StoreError, TriageInputError
    from relayreduce.triage.engine import require_results

    from relayreduce.executors import make_executor
    from relayreduce.sandbox import Limits

    from .batch import minimize_clusters, triage_open_clusters

    deadline = time.monotonic() + budget if budget is not None else None
    try:
        require_results(results_dir)
        _, todo = triage_open_clusters(results_dir, again)
    except (TriageInputError, StoreError) as err:
        raise BadInput(str(err)) from None
    _log(f"minimize-all: {len(todo)} open cluster(s) to minimize in {results_dir}")
    options = Options(match=match, jobs=jobs, runs=runs, allow_flaky=allow_flaky, timeout_s=timeout_s,
                      memory_mb=memory_mb)
    executor = make_executor(cluster, jobs, Limits()) if todo else None
    try:
        outcome = minimize_clusters(results_dir, todo, options, executor, deadline, _log)
    finally:
        if executor is not None:
            executor.shutdown(cancel_futures=True)
    partial = f", {len(outcome.partial)} cut short by the budget (run again to continue)" if outcome.partial else ""
    _log(f"minimize-all: {len(outcome.minimized)} minimized{partial}, {len(outcome.skipped)} skipped")
    if outcome.interrupted:
        sys.exit(130)
