"""``relayreduce report RESULTS --html OUT``: a static, offline site of a campaign's clusters.

OUT/index.html        the campaign summary, one row per cluster, the charts
OUT/clusters/<id>.html one page per cluster
OUT/files/<id>/       what a page offers for download: case.pkl, repro.py and members.csv (every member;
                      the page itself lists only the first few, so a large cluster does not bloat it)

Everything is inline (CSS, JS, SVG charts) and every link is relative, so OUT can be moved, zipped and
opened from file://. The data comes from report/gather.py; the layout is templates/report_*.html.j2, with
autoescaping on: nothing from a trace, a message or a program is ever markup.
"""

from __future__ import annotations

import csv
import shutil
from bisect import bisect_left
from datetime import datetime, timezone
from pathlib import Path
from urllib.parse import urlencode, urlsplit

import jinja2

from . import charts, github
from relayreduce.results import CAMPAIGN_LOG
from relayreduce.triage.engine import DB_NAME
from relayreduce.triage.readers import FAILURE_JSON

from .gather import ClusterData, ReportError, Site, gather_site, iter_members
from .highlight import highlight

STATUS_ORDER = ("new", "known", "ignored")


def _when(timestamp: float | None, fmt: str = "%Y-%m-%d %H:%M:%S UTC") -> str:
    if timestamp is None:
        return "?"
    return datetime.fromtimestamp(timestamp, timezone.utc).strftime(fmt)


def _when_short(timestamp: float | None) -> str:
    return _when(timestamp, "%Y-%m-%d %H:%M")


def _web_link(url: str | None) -> str | None:
    """A URL a page may link to: http(s) only, so a URL typed into triage cannot run script on the page."""
    return url if url and urlsplit(url).scheme in ("http", "https") else None


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.PackageLoader("relayreduce.templates", "."), autoescape=True,
                             undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    env.filters.update(when=_when, when_short=_when_short, duration=charts.format_duration, web_link=_web_link)
    env.globals.update(highlight=highlight)
    return env


def _page_name(c: ClusterData) -> str:
    return f"clusters/{c.id}.html"


def _case_source(c: ClusterData, results_dir: Path) -> Path | None:
    if c.reduced_dir is not None:
        return c.reduced_dir / "case.pkl"
    if c.witness_case is not None:
        return results_dir / c.summary.witness_path
    return None


def _new_issue_link(c: ClusterData) -> str:
    query = urlencode({"title": github.title(c), "labels": ",".join(github.labels(c))})
    return f"https://github.com/{github.REPO}/issues/new?{query}"


def _reduction_points(c: ClusterData) -> list[tuple[float, float]]:
    """The witness's size against queries while it was minimized; nothing when it never shrank (or an older
    reducer did not record it)."""
    points = [(q, n) for q, n in c.reduction.get("size_by_queries") or []]
    return charts.steps(points) if len(points) > 1 else []


def _index_charts(site: Site) -> dict:
    clusters = site.clusters
    sizes = charts.bar_chart([(f"{c.id} {c.subject}", c.summary.count, c.signature.head(120), c.summary.status,
                               _page_name(c)) for c in clusters])
    times = site.campaign.failure_times
    over_time = None
    if times:
        start = min(times[0], site.campaign.started_at or times[0])
        cumulative = [(start, 0)] + [(t, i + 1) for i, t in enumerate(times)]
        firsts = sorted((c.summary.first_seen, c.id) for c in clusters if c.summary.first_seen is not None)
        marks = [(t, 1 + bisect_left(times, t), f"cluster {cid} first seen") for t, cid in firsts]
        over_time = charts.line_chart([("failures", cumulative, None)], "campaign time",
                                      "failures (cumulative)", x_is_time=True, marks=marks)
    progress = charts.line_chart([(f"cluster {c.id}", _reduction_points(c), _page_name(c)) for c in clusters],
                                 "oracle queries", "op calls")
    return {"sizes": sizes, "over_time": over_time, "progress": progress}


def _write_members(results_dir: Path, out_dir: Path) -> None:
    """files/<id>/members.csv for every cluster, streamed: the full lists are never all in memory."""
    writer, handle, current = None, None, None
    try:
        for cid, member in iter_members(results_dir):
            if cid != current:
                if handle is not None:
                    handle.close()
                handle = (out_dir / "files" / cid / "members.csv").open("w", newline="", encoding="utf-8")
                writer, current = csv.writer(handle), cid
                writer.writerow(["path", "seen", "exception_type", "message"])
            writer.writerow([member.path, _when(member.seen_at), member.exception_type, member.message])
    finally:
        if handle is not None:
            handle.close()


def _write_cluster(env: jinja2.Environment, c: ClusterData, site: Site, out_dir: Path) -> None:
    files = out_dir / "files" / c.id
    files.mkdir(parents=True, exist_ok=True)
    (files / "members.csv").touch()
    downloads = []
    case_source = _case_source(c, site.results_dir)
    if case_source is not None and case_source.is_file():
        shutil.copyfile(case_source, files / "case.pkl")
        (files / "repro.py").write_text(c.repro_text, encoding="utf-8")
        downloads = [("repro.py", "standalone: needs only tvm and numpy; exits 1 when the bug reproduces"),
                     ("case.pkl", "the case for relayreduce repro / minimize / show")]
    draft = None
    if c.draftable:
        draft = {"title": github.title(c), "body": github.body(c, site.results_dir), "link": _new_issue_link(c)}
    progress = charts.line_chart([("size", _reduction_points(c), None)], "oracle queries", "op calls")
    page = env.get_template("report_cluster.html.j2").render(
        c=c, root="../", files=f"../files/{c.id}/", downloads=downloads, draft=draft, progress=progress,
        headline=github.headline(c), labels=github.labels(c), env_rows=github.ENV_ROWS,
        minimize_command=c.minimize_command(site.results_dir),
        more_members=max(0, c.summary.count - len(c.members)),
    )
    (out_dir / _page_name(c)).write_text(page, encoding="utf-8")


def check_report_dir(out_dir: Path) -> None:
    """ReportError when out_dir holds a results directory: a report written there would mix with (and a
    rewrite of its drafts could remove) another campaign's files."""
    out_dir = Path(out_dir)
    if (out_dir / DB_NAME).exists() or (out_dir / CAMPAIGN_LOG).exists() or any(out_dir.glob(f"*/{FAILURE_JSON}")):
        raise ReportError(f"{out_dir} holds a results directory (failure records, {DB_NAME} or {CAMPAIGN_LOG}): a "
                          "report there would mix with them; choose another report directory")


def write_html(results_dir: Path, out_dir: Path) -> Path:
    """Write the report of results_dir into out_dir (created if need be; files of an earlier report are
    overwritten, nothing else is touched) and return the index page's path. ReportError when results_dir
    cannot be reported on, or out_dir holds results (check_report_dir)."""
    results_dir, out_dir = Path(results_dir), Path(out_dir)
    check_report_dir(out_dir)
    site = gather_site(results_dir)
    env = _environment()
    (out_dir / "clusters").mkdir(parents=True, exist_ok=True)
    for c in site.clusters:
        _write_cluster(env, c, site, out_dir)
    _write_members(results_dir, out_dir)
    kinds = sorted(site.campaign.kinds)
    statuses = [s for s in STATUS_ORDER if s in site.campaign.statuses]
    index = env.get_template("report_index.html.j2").render(
        site=site, campaign=site.campaign, root="", charts=_index_charts(site), kinds=kinds, statuses=statuses,
        page_name=_page_name, headline=github.headline, results_dir=results_dir,
    )
    path = out_dir / "index.html"
    path.write_text(index, encoding="utf-8")
    return path
