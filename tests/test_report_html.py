"""`relayreduce report RESULTS --html OUT`: the static site, read as HTML (the browser checks are in
test_report_browser.py). The results directory holds real failure records (tests/regressions/): one cluster
minimized for real, one left as found, one marked known (with more members than a page lists), one ignored,
and one record made to break a page that does not escape: `<script>` in its trace, quotes in its message and
`</script>` in a string of its program."""

from __future__ import annotations

import csv
import json
import re
import shutil
import time
from dataclasses import dataclass
from html import unescape
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from relayreduce.report import charts
from relayreduce.report.gather import MEMBERS_SHOWN, read_campaign_log
from relayreduce.report.highlight import highlight
from test_minimize import REGRESSIONS, relayreduce

from relayreduce.case import load_case
from relayreduce.results import append_run_summary, write_failure

MINIMIZED, UNMINIMIZED, KNOWN, IGNORED, MISMATCH = (
    "batch_norm_training_fp16_chain", "fastmath_helper_cumprod", "bool_cumsum_codegen", "std_bool_if_condition",
    "group_norm_ignores_center_scale")
CLUSTERS = 6  # the five above and the hostile record
KNOWN_URL = "https://github.com/apache/tvm/issues/1"
KNOWN_COPIES = MEMBERS_SHOWN + 9  # records of the known bug besides its witness: more than a page lists
EVIL_TRACE = "<script>alert(1)</script>"
EVIL_MESSAGE = """the "shape" isn't 'known' & <b>bold</b>"""
EVIL_PROGRAM_STRING = "</script><script>alert(3)</script>"
EVIL_MODULE = f"""
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), "float32")):
        with R.dataflow():
            a = R.exp(x)
            b = R.call_dps_packed("{EVIL_PROGRAM_STRING}", (a,), out_ty=R.Tensor((2, 3), "float32"))
            R.output(b)
        return b
"""
RUNS = ({"tests": 100, "failures": 70, "elapsed_s": 60.0, "oracles": ["compile", "reference"]},
        {"tests": 50, "failures": 8, "elapsed_s": 30.0, "oracles": ["opt-diff", "passes"]})


@dataclass
class Site:
    root: Path  # cwd of the report command, which names the results directory `results`
    results: Path
    out: Path
    ids: dict[str, str]  # record name -> its cluster


def _evil_record(results: Path, work: Path) -> str:
    module = work / "evil.py"
    module.write_text(EVIL_MODULE)
    proc = relayreduce("import", module, "-o", work / "evil.pkl")
    assert proc.returncode == 0, proc.stderr
    trace = ("Traceback (most recent call last):\n"
             '  File "/site-packages/tvm/relax/vm_build.py", line 157, in _vmlink\n'
             f"    {EVIL_TRACE}\n"
             f"ValueError: {EVIL_MESSAGE}\n")
    outcome = {"kind": "exception", "exception_type": "ValueError", "message": EVIL_MESSAGE, "traceback": trace,
               "exit_code": 0, "duration_s": 0.1, "stdout": "", "stderr": ""}
    return write_failure(results, load_case(work / "evil.pkl"), outcome, "compile").name


def build_site(root: Path) -> Site:
    """Real records, triaged, one minimized for real, statuses set as a user would; then the report."""
    results = root / "results"
    for name in (MINIMIZED, UNMINIMIZED, KNOWN, IGNORED, MISMATCH):
        shutil.copytree(REGRESSIONS / name, results / name)
    for i in range(KNOWN_COPIES):  # the same failure again: joins its cluster (no case.pkl: not a witness)
        shutil.copytree(REGRESSIONS / KNOWN, results / f"{KNOWN}_{i:02d}", ignore=shutil.ignore_patterns("*.pkl"))
    evil = _evil_record(results, root)
    now = time.time()
    for i, run in enumerate(RUNS):
        append_run_summary(results, run | {"started_at": now - 600 + 200 * i, "finished_at": now - 500 + 200 * i,
                                           "seed": i, "tvm_version": "0.27.0.post1", "tvm_commit": "g7b5acb32b"})
    proc = relayreduce("triage", results, "--json")
    assert proc.returncode == 0, proc.stderr
    ids = {c["witness"].split("/")[0]: c["id"] for c in json.loads(proc.stdout)["clusters"] if c["witness"]}
    ids["evil"] = ids[evil]
    assert len({ids[n] for n in (MINIMIZED, UNMINIMIZED, KNOWN, IGNORED, MISMATCH, "evil")}) == CLUSTERS, ids

    proc = relayreduce("minimize", results / MINIMIZED / "case.pkl", "--runs", "1")
    assert proc.returncode == 0, proc.stderr
    reduction = json.loads((results / MINIMIZED / "reduced" / "reduction.json").read_text())
    from relayreduce.triage.engine import open_store

    with open_store(results) as store:  # what minimize-all records
        store.record_reduction(ids[MINIMIZED], f"{MINIMIZED}/case.pkl", f"{MINIMIZED}/reduced/case.pkl",
                               reduction["bindings_before"], reduction["bindings_after"],
                               {k: reduction[k] for k in ("queries", "seconds", "first_failing_pass", "kind")})
    for args in (("--mark", ids[KNOWN], "--known", KNOWN_URL), ("--ignore", ids[IGNORED])):
        proc = relayreduce("triage", results, *args)
        assert proc.returncode == 0, proc.stderr
    proc = relayreduce("report", "results", "--html", "site", cwd=root)
    assert proc.returncode == 0, proc.stderr
    return Site(root, results, root / "site", ids)


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Site:
    return build_site(tmp_path_factory.mktemp("html"))


class Page(HTMLParser):
    """A page's links, resources, scripts, elements by id and visible text."""

    def __init__(self, path: Path):
        super().__init__(convert_charrefs=True)
        self.path, self.links, self.sources, self.scripts, self.ids = path, [], [], [], {}
        self.text, self._stack, self._in_script = [], [], False
        self.raw = path.read_text(encoding="utf-8")
        self.feed(self.raw)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "a" and "href" in attrs:
            self.links.append(attrs["href"])
        for key in ("src", "srcset", "data"):
            if key in attrs:
                self.sources.append(attrs[key])
        if tag == "link" and attrs.get("rel") != "icon":
            self.sources.append(attrs.get("href", ""))
        self._in_script = tag in ("script", "style")
        if tag == "script":
            self.scripts.append("")
        if "id" in attrs:
            self.ids[attrs["id"]] = len(self.text)
        self._stack.append((tag, attrs.get("id")))

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self._in_script = False
        while self._stack:
            name, ident = self._stack.pop()
            if ident is not None:
                self.ids[ident] = "".join(self.text[self.ids[ident]:])
            if name == tag:
                break

    def handle_data(self, data):
        if self._in_script:
            if self.scripts:
                self.scripts[-1] += data
        else:
            self.text.append(data)

    @property
    def all_text(self) -> str:
        return "".join(self.text)

    @property
    def words(self) -> str:
        """The text with every run of white space (and every tag boundary) as one space."""
        return " ".join(" ".join(self.text).split())


def _page(site: Site, name: str) -> Page:
    return Page(site.out / "clusters" / f"{site.ids[name]}.html")


def _pages(site: Site) -> list[Page]:
    return [Page(site.out / "index.html")] + [Page(p) for p in sorted((site.out / "clusters").glob("*.html"))]


def test_every_link_resolves_inside_the_site_and_nothing_loads_from_outside(site):
    pages = _pages(site)
    assert len(pages) == 1 + CLUSTERS
    for page in pages:
        assert not page.sources, page.sources  # inline CSS, JS and SVG only: no CDN, no stylesheet, no image
        for href in page.links:
            parts = urlsplit(href)
            if parts.scheme:
                assert parts.scheme == "https" and parts.netloc == "github.com", href  # the known issue, a new one
                continue
            target = (page.path.parent / parts.path).resolve()
            assert target.is_file() and site.out.resolve() in target.parents, (page.path.name, href)
    assert not re.search(r"/work/|/home/|/tmp/", "".join(p.raw for p in pages))  # no path of this machine


def test_index_sums_the_campaign_and_lists_every_cluster(site):
    index = Page(site.out / "index.html")
    text = index.words
    assert "Tests run 150" in text and "Failing tests 78" in text and "1m 30s in 2 runs" in text
    assert "0.27.0.post1 (g7b5acb32b)" in text
    assert "compile, opt-diff, passes, reference" in text
    rows = re.findall(r'<tr data-status="(\w+)" data-kind="(\w+)" data-count="(\d+)">', index.raw)
    assert len(rows) == CLUSTERS and sorted(int(c) for *_, c in rows) == [1] * (CLUSTERS - 1) + [1 + KNOWN_COPIES]
    assert [int(c) for *_, c in rows] == sorted((int(c) for *_, c in rows), reverse=True)  # by count
    assert sorted(s for s, *_ in rows) == ["ignored", "known", "new", "new", "new", "new"]
    assert sorted(k for _, k, _ in rows) == ["exception"] * (CLUSTERS - 1) + ["mismatch"]
    assert f'<a href="{KNOWN_URL}">known</a>' in index.raw
    reduction = json.loads((site.results / MINIMIZED / "reduced" / "reduction.json").read_text())
    assert f"{reduction['bindings_before']} → {reduction['bindings_after']}" in text
    assert "4 (not minimized)" in text
    for chart in ("Cluster sizes", "Failures over campaign time", "Reduction progress"):
        assert chart in text
    assert index.raw.count("<svg") == 3


def test_a_minimized_cluster_page_shows_the_minimal_module_highlighted_and_its_reduction(site):
    page = _page(site, MINIMIZED)
    reduced = load_case(site.results / MINIMIZED / "reduced" / "case.pkl")
    from relayreduce import tvm_adapter

    script = tvm_adapter.standalone_script(reduced.program)[0]
    assert page.ids["module-script"] == script  # every character of the module, and nothing else
    assert '<span class="tok-kw">def</span>' in page.raw and '<span class="tok-ns">R</span>' in page.raw
    assert "Not minimized" not in page.all_text and "Minimal module" in page.all_text
    assert "python repro.py --target llvm" in page.ids["repro-commands"]
    assert "python repro.py --target cuda" in page.ids["repro-commands"]
    files = site.out / "files" / site.ids[MINIMIZED]
    assert (files / "case.pkl").read_bytes() == (site.results / MINIMIZED / "reduced" / "case.pkl").read_bytes()
    assert (files / "repro.py").read_text() == (site.results / MINIMIZED / "reduced" / "repro.py").read_text()
    points = json.loads((site.results / MINIMIZED / "reduced" / "reduction.json").read_text())["size_by_queries"]
    polyline = re.search(r'<polyline class="line s0" points="([^"]*)"', page.raw).group(1).split()
    assert len(polyline) == 2 * len(points) - 1  # drawn as steps: one corner between two points
    assert "Reduction progress" in page.all_text


def test_a_minimized_cluster_shows_the_failure_of_the_minimized_case_itself(site):
    from relayreduce.triage import same_failure, signature_of_failure

    reduction = json.loads((site.results / MINIMIZED / "reduced" / "reduction.json").read_text())
    failure = reduction["failure"]  # the reduced case run once more after the reduction
    witness = json.loads((site.results / MINIMIZED / "failure.json").read_text())
    assert same_failure(signature_of_failure(witness), signature_of_failure(failure))
    assert failure["message"].splitlines()[0] in _page(site, MINIMIZED).ids["message"]
    # the page takes its message and trace from there, not from the witness: a reduced run whose failure
    # printed otherwise shows that
    results = site.root / "results-reduced-printed"
    shutil.copytree(site.results, results)
    failure["message"] = "list.remove(x): x not in list [printed by the reduced case]"
    failure["traceback"] += "  (printed by the reduced case)\n"
    (results / MINIMIZED / "reduced" / "reduction.json").write_text(json.dumps(reduction | {"failure": failure}))
    proc = relayreduce("report", results, "--html", site.root / "site-reduced-printed")
    assert proc.returncode == 0, proc.stderr
    page = Page(site.root / "site-reduced-printed" / "clusters" / f"{site.ids[MINIMIZED]}.html")
    assert "[printed by the reduced case]" in page.ids["message"]
    assert "(printed by the reduced case)" in unescape(page.raw)


def test_a_minimized_module_that_reproduced_only_sometimes_is_labelled_flaky_on_its_page_and_draft(site):
    """reduction.json's rates of the module handed over, as minimize records them (written here: the thing
    under test is what the report makes of them; tests/test_minimize.py makes them for real)."""
    reduced = site.results / MINIMIZED / "reduced" / "reduction.json"
    reduction = json.loads(reduced.read_text())
    assert reduction["flaky"] is False and "Flaky" not in _page(site, MINIMIZED).all_text  # as minimized here
    draft = relayreduce("report", site.results, "--cluster", site.ids[MINIMIZED], "--github").stdout
    assert "Flaky" not in draft and "reproduced in" not in draft
    for name, rates, says in [
            ("flaky", {"flaky": True, "reduced_reproduced_runs": "3/3", "repro_reproduced_runs": "1/3"},
             "reproduced this failure in 3 of 3 runs of its oracle but only 1 of 3 runs of repro.py"),
            ("fell-back", {"fell_back": {"bindings": 1, "reproduced_runs": "2/3", "repro_reproduced_runs": "2/3",
                                         "steps_back": 2}},
             "a smaller module (1 op call, smallest_flaky_case.pkl beside the reduced case) that reproduced this "
             "failure in only 2 of 3 runs")]:
        results = site.root / f"results-{name}"
        shutil.copytree(site.results, results)
        (results / MINIMIZED / "reduced" / "reduction.json").write_text(json.dumps(reduction | rates))
        proc = relayreduce("report", results, "--html", site.root / f"site-{name}")
        assert proc.returncode == 0, proc.stderr
        page = Page(site.root / f"site-{name}" / "clusters" / f"{site.ids[MINIMIZED]}.html")
        assert says in page.words, page.words[:2000]
        draft = relayreduce("report", results, "--cluster", site.ids[MINIMIZED], "--github").stdout
        steps = draft.split("### Steps to reproduce", 1)[1]
        if name == "flaky":
            assert "Flaky." in page.words
            assert ("> **Flaky:** this failure does not show on every run. The module below reproduced it in\n"
                    "> 3 of 3 runs of its oracle but only 1 of 3 runs of repro.py when relayreduce re-ran it") in draft
            assert "; it reproduced in 3 of 3 runs of its oracle but only 1 of 3 runs of repro.py):" in steps
        else:
            assert "Flaky" not in page.all_text and "Flaky" not in draft
            # the module shown reproduced every time, but a smaller one did not: the draft warns all the same
            assert ("> **May be flaky:** a smaller module, of 1 op binding, reproduced this failure in\n"
                    "> only 2 of 3 runs when relayreduce re-ran it.") in draft
            assert "; the smallest of the reduction's steps that reproduced in every run, see above):" in steps


def test_the_trace_marks_the_signature_frames(site):
    page = _page(site, MINIMIZED)
    marked = re.findall(r'<span class="line role-([a-z+]+)">([^<]*)</span>', page.raw)
    assert marked
    summary = json.loads(relayreduce("triage", site.results, "--json").stdout)["clusters"]
    signature = next(c["signature"] for c in summary if c["id"] == site.ids[MINIMIZED])
    named = [f.split(" [", 1)[0].rsplit(".", 1)[-1].rsplit("::", 1)[-1] for f in signature["top"] + signature["bottom"]]
    for role, line in marked:
        assert role in ("top", "bottom", "top+bottom") and 'File "' in unescape(line)
        assert any(name in line for name in named), (line, named)
    assert "relayreduce/" not in page.ids.get("message", "") and "sandbox.py" not in page.raw


def test_an_unminimized_cluster_says_so_and_how_to_minimize_it(site):
    page = _page(site, UNMINIMIZED)
    assert "Not minimized." in page.all_text and "Module (original witness)" in page.all_text
    assert page.ids["minimize-command"] == f"relayreduce minimize results/{UNMINIMIZED}/case.pkl"
    witness = load_case(site.results / UNMINIMIZED / "case.pkl")
    from relayreduce import tvm_adapter

    assert page.ids["module-script"] == tvm_adapter.standalone_script(witness.program)[0]
    assert "Reduction progress" not in page.all_text
    repro = (site.out / "files" / site.ids[UNMINIMIZED] / "repro.py").read_text()
    assert "--target" in repro and "import tvm" in repro  # rendered from the witness
    assert page.ids["draft-title"].startswith("[Bug] [Relax] ")
    assert "has not been minimized yet" in page.ids["draft-body"]


def test_known_and_ignored_clusters_are_not_drafted_again(site):
    known, ignored = _page(site, KNOWN), _page(site, IGNORED)
    for page in (known, ignored):
        assert "draft-body" not in page.ids and "Copy body" not in page.all_text
    assert f'<a href="{KNOWN_URL}">{KNOWN_URL}</a>' in known.raw and "Not drafted again" in known.all_text
    assert "ignored: not drafted" in ignored.all_text


def test_members_are_paged_and_the_full_list_is_a_file(site):
    page = _page(site, KNOWN)
    rows = re.findall(r"<tr><td class=\"nowrap\"><code>([^<]+)</code>", page.raw)
    assert len(rows) == MEMBERS_SHOWN and f"{KNOWN_COPIES + 1 - MEMBERS_SHOWN} more in members.csv" in page.all_text
    with (site.out / "files" / site.ids[KNOWN] / "members.csv").open(newline="") as f:
        members = list(csv.DictReader(f))
    assert len(members) == KNOWN_COPIES + 1 and rows == [m["path"] for m in members[:MEMBERS_SHOWN]]
    assert {m["path"] for m in members} == {KNOWN} | {f"{KNOWN}_{i:02d}" for i in range(KNOWN_COPIES)}


def test_a_hostile_trace_message_and_program_render_as_text(site):
    page = _page(site, "evil")
    assert EVIL_TRACE not in page.raw and EVIL_PROGRAM_STRING not in page.raw and "<b>bold</b>" not in page.raw
    assert len(page.scripts) == 2  # the layout's own two; the trace and the program added none
    assert EVIL_TRACE in page.all_text
    assert EVIL_PROGRAM_STRING in page.ids["module-script"]
    assert page.ids["message"] == f"ValueError: {EVIL_MESSAGE}"
    assert EVIL_MESSAGE in page.ids["draft-body"]
    index = Page(site.out / "index.html")
    assert len(index.scripts) == 2 and "<b>bold</b>" not in index.raw


def test_a_known_url_that_is_not_a_web_address_is_shown_not_linked(tmp_path):
    """`triage --known` refuses such a URL now, but a store marked before, or by another tool, may hold one."""
    from relayreduce.report.html import write_html
    from relayreduce.triage import Store

    results = tmp_path / "results"
    shutil.copytree(REGRESSIONS / KNOWN, results / KNOWN)
    cid = json.loads(relayreduce("triage", results, "--json").stdout)["clusters"][0]["id"]
    assert relayreduce("triage", results, "--mark", cid, "--known", "javascript:alert(2)").returncode == 2
    with Store(results / "triage.db") as store:
        store.set_status(cid, "known", "javascript:alert(2)")

    index = write_html(results, tmp_path / "site")
    for page in (Page(index), Page(tmp_path / "site" / "clusters" / f"{cid}.html")):
        assert not any(href.startswith("javascript:") for href in page.links)
    assert "javascript:alert(2)" in Page(tmp_path / "site" / "clusters" / f"{cid}.html").all_text


def test_a_directory_of_foreign_logs_gets_a_report_from_triage_db_alone(tmp_path):
    logs = tmp_path / "logs"
    (logs / "run1").mkdir(parents=True)
    (logs / "run1" / "stderr.log").write_text((REGRESSIONS / KNOWN / "failure.json").read_text().split(
        '"traceback": ', 1)[1].split('",\n', 1)[0].encode().decode("unicode_escape").strip('"'))
    proc = relayreduce("report", logs, "--html", tmp_path / "site")
    assert proc.returncode == 0, proc.stderr
    index = Page(tmp_path / "site" / "index.html")
    assert "No campaign.jsonl" in index.all_text and "Tests run unknown" in index.words
    (cluster,) = (tmp_path / "site" / "clusters").glob("*.html")
    page = Page(cluster)
    assert "No program for this cluster" in page.all_text and "module-script" not in page.ids
    assert "CreateAdd" in page.all_text  # its trace, read from the log itself


def test_a_run_killed_while_logging_its_summary_costs_only_that_line(tmp_path):
    append_run_summary(tmp_path, {"tests": 5})
    with (tmp_path / "campaign.jsonl").open("a") as log:
        log.write('{"tests": 7, "fail')
    assert read_campaign_log(tmp_path) == [{"tests": 5}]
    append_run_summary(tmp_path, {"tests": 9})  # the next run's line is whole
    assert read_campaign_log(tmp_path) == [{"tests": 5}, {"tests": 9}]


def test_bad_input_is_one_line_and_writes_nothing(tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    for args, needle in ((("report", tmp_path / "nope", "--html", tmp_path / "o"), "not a directory"),
                         (("report", empty, "--html", tmp_path / "o"), "not a results directory"),
                         (("report", empty, "--html", tmp_path / "o", "--github"), "--html OUT")):
        proc = relayreduce(*args)
        assert proc.returncode == 2 and needle in proc.stderr and "Traceback" not in proc.stderr, proc.stderr
        assert len(proc.stderr.strip().splitlines()) == 1
    assert list(empty.iterdir()) == [] and not (tmp_path / "o").exists()


def test_highlight_covers_the_source_exactly():
    source = 'def main(x: R.Tensor((2, 3), "float32")):  # c\n    return R.exp(x)\n'
    spans = highlight(source)
    assert "".join(s.text for s in spans) == source
    kinds = {s.text: s.kind for s in spans}
    assert (kinds["def"], kinds["main"], kinds['"float32"'], kinds["# c"], kinds["exp"]) == ("kw", "def", "str", "com", "fn")
    for broken in ('x = "unterminated\n', "f(\n", "# could not be printed: (a vs. b)"):
        assert "".join(s.text for s in highlight(broken)) == broken


def test_charts_scale_to_their_data():
    sizes = charts.bar_chart([(f"c{i}", n, "", "new", "") for i, n in enumerate([3, 40, 10] + [1] * 40)])
    assert [b.value for b in sizes.bars[:3]] == [40, 10, 3] and len(sizes.bars) == 30 and sizes.more == 13
    assert sizes.bars[0].width == pytest.approx(4 * sizes.bars[1].width, rel=0.02)
    line = charts.line_chart([("t", [(1000.0 + i, i) for i in range(10_000)], None)], "x", "y", x_is_time=True)
    (series,) = line.series
    assert len(series.points) == charts.MAX_POINTS and series.points[0] == (line.left, line.bottom)
    assert all(line.left <= x <= line.right and line.top <= y <= line.bottom for x, y in series.points)
    assert charts.steps([(0, 5), (3, 2), (6, 1)]) == [(0, 5), (3, 5), (3, 2), (6, 2), (6, 1)]
    assert charts.line_chart([("empty", [], None)], "x", "y") is None
