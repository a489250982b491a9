"""``relayreduce report RESULTS``: a static HTML report of every cluster, or GitHub issue drafts for
apache/tvm, one cluster or all open ones."""

from __future__ import annotations

from pathlib import Path

import click

from relayreduce.cli_common import BadInput

from . import github
from .gather import ReportError, gather
from .html import write_html

USAGE = "use --cluster ID --github, --all --out DIR, or --html OUT"


@click.command("report")
@click.argument("results_dir", type=click.Path(path_type=Path, file_okay=False))
@click.option("--cluster", "cluster_id", help="The cluster (id or unique prefix) to draft an issue for.")
@click.option("--github", "as_github", is_flag=True, help="Print the cluster's apache/tvm issue draft (Markdown).")
@click.option("--all", "all_open", is_flag=True, help="Draft every open cluster that is not known upstream.")
@click.option("--out", "out_dir", type=click.Path(path_type=Path, file_okay=False),
              help="With --all: the directory the drafts (<cluster>.md) go to.")
@click.option("--html", "html_dir", type=click.Path(path_type=Path, file_okay=False),
              help="Write the static HTML report (index.html, a page per cluster) into this directory.")
def report_command(results_dir, cluster_id, as_github, all_open, out_dir, html_dir):
    """Report on RESULTS_DIR's triage clusters: an HTML site, or apache/tvm bug report drafts.

    `--html OUT` writes a static site that opens offline from file://: OUT/index.html (the campaign, a row
    per cluster, charts) and a page per cluster with its minimal module, trace, repro.py, case.pkl and
    issue draft.

    `--cluster ID --github` prints one draft on stdout (title line first) and, on stderr, the `gh issue
    create` line that files it; for a cluster that is not drafted (known upstream, ignored, read from logs
    alone, or a failure TVM gives on purpose: a limitation in relayreduce's list of known TVM bugs) it says
    why in one line and exits 2. `--all --out DIR` writes one draft per new cluster (known and
    ignored ones are not drafted again, nor are those that a bug in relayreduce's list of known TVM bugs
    explains) and prints a `gh issue create` line per draft. `--cluster ID --github` drafts such an explained
    cluster on request, with a note on stderr naming the bug. A cluster whose witness has not been minimized
    is drafted from the original witness and says so.
    """
    if html_dir is not None:
        if cluster_id or as_github or all_open or out_dir:
            raise BadInput(USAGE)
        try:
            index = write_html(results_dir, html_dir)
        except ReportError as err:
            raise BadInput(str(err)) from None
        click.echo(f"wrote {index}", err=True)
        return
    if all_open == bool(cluster_id) or (cluster_id and not as_github) or (all_open and out_dir is None):
        raise BadInput(USAGE)
    if all_open:
        try:
            drafts = github.write_drafts(results_dir, out_dir)
        except ReportError as err:
            raise BadInput(str(err)) from None
        for c, path in drafts.written:
            click.echo(github.gh_command(c, str(path)))
        minimized = sum(c.minimized for c, _ in drafts.written)
        click.echo(f"wrote {len(drafts.written)} draft(s) to {out_dir}/ ({minimized} minimized); "
                   f"{drafts.known_or_ignored} known or ignored cluster(s) not drafted", err=True)
        drafted_with = {o.id: c.id for c, _ in drafts.written for o in c.same_bug or ()}
        for c in drafts.explained:
            if not c.draftable:
                with_draft = f" (in the draft of cluster {drafted_with[c.id]})" if c.id in drafted_with else ""
                click.echo(f"not drafted: cluster {c.id}{with_draft} is {c.explanation.line()}", err=True)
        if drafts.logs_only:
            click.echo(f"{drafts.logs_only} cluster(s) read from logs alone not drafted: {github.LOGS_ONLY_HINT}",
                       err=True)
        return
    try:
        (c,) = gather(results_dir, cluster_id)
    except ReportError as err:
        raise BadInput(str(err)) from None
    why_not = github.why_not_drafted(c)
    if why_not:
        raise BadInput(why_not)
    if github.known_bug_note(c):
        click.echo(github.known_bug_note(c), err=True)
    click.echo(f"# {github.title(c)}\n")
    click.echo(github.body(c, results_dir), nl=False)
    click.echo(f"file it with: relayreduce report {results_dir} --cluster {c.id} --github | tail -n +3 | "
               f"{github.gh_command(c, '-')}", err=True)


@click.command("export-test")
@click.argument("ident", metavar="ID")
@click.option("-o", "--output", type=click.Path(path_type=Path, dir_okay=False), required=True,
              help="The test file to write, e.g. test_group_norm.py.")
@click.option("--results", "results_dir", type=click.Path(path_type=Path, file_okay=False), default="results",
              show_default=True, help="The results directory whose triage clusters ID names.")
def export_test_command(ident, output, results_dir):
    """Write a pytest test, in the style of TVM's tests/python/relax, that fails while a bug lasts.

    ID is a cluster id (or a unique prefix) of --results, or the path of a case.pkl (e.g. a minimize
    output). The test builds the module (the cluster's minimized case, else its witness) and asserts what
    TVM should do by the case's oracle, so it passes once the bug is fixed.
    """
    from . import export

    try:
        if ident.endswith(".pkl") or "/" in ident or Path(ident).is_file():
            failure = export.from_case_file(ident)
        else:
            failure = export.from_cluster(results_dir, ident)
        if not output.parent.is_dir():
            raise export.ExportError(f"{output.parent} is not a directory")
        text = export.render_test(failure, output.name)
    except export.ExportError as err:
        raise BadInput(str(err)) from None
    tmp = output.with_name(f".{output.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(output)
    if failure.minimized is False:
        click.echo(f"note: the test holds {failure.origin}, not a minimal case; "
                   f"relayreduce minimize-all {results_dir} first for a minimal one", err=True)
    click.echo(f"wrote {output}: {export.function_name(failure)} from {failure.origin}", err=True)
