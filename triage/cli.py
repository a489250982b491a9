"""`relayreduce triage RESULTS_DIR`: cluster the failures of a results directory and show the clusters."""

from __future__ import annotations

import json
import shutil
import sys
import time
from pathlib import Path
from urllib.parse import urlparse

import click

from relayreduce.cli_common import OneLineUsageErrors
from relayreduce.progress import ProgressLine

from .engine import TriageInputError, TriageResult, open_store, require_results, triage_directory
from .rules import RulesError, load_rules
from .store import ClusterSummary, StoreError

_STATUS_ORDER = {"new": 0, "known": 1, "ignored": 2}


class TriageError(click.ClickException):
    """Bad input (directory, database, rules, cluster id): a one-line message and exit status 2."""

    exit_code = 2


def _progress_printer(line: ProgressLine):
    def show(done: int, total: int) -> None:
        line.update(f"triage: {done}/{total} files read")

    return show


def _is_web_url(text: str) -> bool:
    parts = urlparse(text)
    return parts.scheme in ("http", "https") and bool(parts.netloc)


def _fmt_time(t: float | None) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(t)) if t else "-"


def _table(clusters: list[ClusterSummary], width: int) -> str:
    # the signature comes last: it is the one column of any length, so nothing after it needs padding to line up
    header = ("ID", "STATUS", "COUNT", "KIND", "LAST SEEN", "WITNESS", "SIGNATURE")
    rows = []
    for c in clusters:
        count = f"{c.count}" + (f" ({c.known_hits} hits)" if c.known_hits else "")
        rows.append([c.id, c.status, count, c.signature.kind, _fmt_time(c.last_seen), _witness(c), c.signature.head(500)])
        if c.url:
            rows[-1][1] += " " + c.url
    widths = [max(len(header[i]), *(len(r[i]) for r in rows)) if rows else len(header[i]) for i in range(len(header))]
    # the signature absorbs whatever the terminal lacks; it is the only column worth truncating
    fixed = sum(widths[:-1]) + 2 * (len(header) - 1)
    widths[-1] = max(24, min(widths[-1], width - fixed))
    lines = []
    for r in [list(header)] + rows:
        cells = [cell.ljust(w) for cell, w in zip(r[:-1], widths)]
        signature = r[-1] if len(r[-1]) <= widths[-1] else r[-1][: widths[-1] - 1] + "…"
        lines.append("  ".join(cells + [signature]).rstrip())
    return "\n".join(lines)


def _witness(c: ClusterSummary) -> str:
    """The witness, and once minimized (or partly: cut short by the budget), its size before -> after and where
    the reduced case is."""
    if c.reduction is None:
        return c.witness_path or "-"
    r = c.reduction
    partial = " so far, cut short by the budget" if c.partial else ""
    return f"{c.witness_path} ({r['size_before']} -> {r['size_after']} ops{partial}: {r['reduced_path']})"


def _sorted(clusters: list[ClusterSummary]) -> list[ClusterSummary]:
    return sorted(clusters, key=lambda c: (_STATUS_ORDER.get(c.status, 9), -c.count, c.id))


class _Command(OneLineUsageErrors, click.Command):
    pass


@click.command("triage", cls=_Command)
@click.argument("results_dir", type=click.Path(path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print clusters and summary as JSON on stdout.")
@click.option("--threshold", type=click.FloatRange(0.0, 1.0), default=None,
              help="Similarity needed to join a cluster (default 0.70, or what the store last used).")
@click.option("--top-k", type=click.IntRange(0, 50), default=None, help="Innermost frames in a signature (default 3).")
@click.option("--bottom-k", type=click.IntRange(0, 50), default=None, help="Outermost TVM frames in a signature (default 3).")
@click.option("--rules", "rules_file", type=click.Path(path_type=Path), default=None,
              help="TOML file of extra frame/message rules, merged over the shipped frame_rules.toml.")
@click.option("--mark", "mark_id", metavar="ID", default=None, help="Cluster to mark as a known bug (with --known).")
@click.option("--known", "known_url", metavar="URL", default=None, help="Issue URL of the known bug (with --mark).")
@click.option("--ignore", "ignore_ids", metavar="ID", multiple=True, help="Cluster to ignore from now on (repeatable).")
@click.option("--unmark", "unmark_ids", metavar="ID", multiple=True,
              help="Known or ignored cluster to make new again (repeatable).")
@click.option("--all", "show_all", is_flag=True, help="Also list ignored clusters in the table.")
@click.option("--db", "db_path", type=click.Path(path_type=Path), default=None, help="Database (default RESULTS_DIR/triage.db).")
@click.option("-j", "--jobs", type=click.IntRange(1, 256), default=None, help="Worker processes for reading logs.")
@click.option("--explain", is_flag=True, help="List every file set aside as holding no failure, with the reason, and every file read "
                   "with a warning.")
@click.option("--recluster", is_flag=True,
              help="Cluster every failure again under today's frame statistics (known/ignored marks and reductions "
                   "move to the new cluster most of an old cluster's failures join).")
def triage(results_dir, as_json, threshold, top_k, bottom_k, rules_file, mark_id, known_url, ignore_ids, unmark_ids,
           show_all, db_path, jobs, explain, recluster):
    """Cluster the failures in RESULTS_DIR by signature and list the clusters.

    Reads results/<id>/failure.json directories and any *.log, stderr* or *.txt files with Python or TVM
    traces. Only failures not seen before are read; the state lives in RESULTS_DIR/triage.db.
    """
    if (mark_id is None) != (known_url is None):
        raise TriageError("--mark ID and --known URL go together")
    if known_url is not None and not _is_web_url(known_url):
        raise TriageError(f"--known {known_url!r} is not an http(s) URL; give the issue's address, e.g. "
                          "https://github.com/apache/tvm/issues/17000")
    try:
        if rules_file is not None:
            load_rules(rules_file)  # report a bad rules file before touching the store
        require_results(results_dir, db_path)
        with open_store(results_dir, db_path) as store:
            if mark_id is not None:
                cid = store.set_status(mark_id, "known", known_url)
                click.echo(f"triage: {cid} marked known: {known_url}", err=True)
            for ident in ignore_ids:
                cid = store.set_status(ident, "ignored")
                click.echo(f"triage: {cid} ignored", err=True)
            for ident in unmark_ids:
                cid = store.set_status(ident, "new")
                click.echo(f"triage: {cid} is new again", err=True)
            progress = ProgressLine()
            result = triage_directory(
                results_dir, threshold=threshold, top_k=top_k, bottom_k=bottom_k, rules=rules_file,
                jobs=jobs, progress=_progress_printer(progress), store=store, recluster=recluster,
            )
            progress.clear()
            set_aside = store.set_asides() if explain else []
            warned = store.read_warnings() if explain else []
    except (TriageInputError, StoreError, RulesError) as exc:
        raise TriageError(str(exc)) from None
    except KeyError as exc:
        raise TriageError(exc.args[0] if exc.args else str(exc)) from None
    _output(result, as_json, show_all)
    if explain:
        # every file ever set aside, not only this run's: a re-run skips unchanged files
        for path, reason in set_aside:
            click.echo(f"triage: set aside {path}: {reason}", err=True)
        for path, warnings in warned:
            click.echo(f"triage: read {path} with a warning: {'; '.join(warnings)}", err=True)
    if result.reclustered is not None:
        moved = sum(old != new for old, new in result.reclustered.items())
        click.echo(f"triage: reclustered; {moved} of {len(result.reclustered)} old clusters have a new id", err=True)


def _output(result: TriageResult, as_json: bool, show_all: bool) -> None:
    clusters = _sorted(result.clusters)
    if as_json:
        doc = result.to_dict()
        doc["clusters"] = [c.to_dict() for c in clusters]
        click.echo(json.dumps(doc, indent=2))
    else:
        shown = [c for c in clusters if show_all or c.status != "ignored"]
        # truncate signatures to the terminal only; piped output keeps them whole for grep and friends
        width = shutil.get_terminal_size((160, 24)).columns if sys.stdout.isatty() else 10_000
        click.echo(_table(shown, width))
    click.echo(result.summary_line(), err=True)
