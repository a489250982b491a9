"""The HTML report in a real browser: headless Chromium (Debian's `chromium`, which .ci/run installs when
absent) driven by Playwright. Pages render without console errors, every link and download resolves, the
filters and sorting work, the copy button puts the draft on the clipboard, nothing a failure contains runs
as script, the pages read with JavaScript off, and screenshots of the index and a cluster page are taken.

Without Chromium (or Playwright) these tests skip and say why; every other test still runs."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from test_report_html import (
    CLUSTERS,
    EVIL_MESSAGE,
    EVIL_PROGRAM_STRING,
    EVIL_TRACE,
    KNOWN,
    MINIMIZED,
    UNMINIMIZED,
    build_site,
)

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
if CHROMIUM is None:
    pytest.skip("browser tests need Chromium: no `chromium` or `chromium-browser` on PATH "
                "(.ci/run installs Debian's chromium package with apt-get)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="browser tests need the playwright package (the test extra)")


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    return build_site(tmp_path_factory.mktemp("browser"))


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
        yield browser
        browser.close()


@pytest.fixture
def context(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, accept_downloads=True)
    yield context
    context.close()


def _open(context, path: Path):
    """A page at path, with every console error, script error and dialog (alert) it raises recorded."""
    page = context.new_page()
    page.problems = []
    page.on("console", lambda msg: page.problems.append(f"console: {msg.text}") if msg.type == "error" else None)
    page.on("pageerror", lambda err: page.problems.append(f"script error: {err}"))
    page.on("requestfailed", lambda req: page.problems.append(f"failed to load {req.url}: {req.failure}")
            if req.failure != "net::ERR_ABORTED" else None)  # aborted: it became a download

    def dialog(d):
        page.problems.append(f"dialog: {d.message}")
        d.dismiss()

    page.on("dialog", dialog)
    page.goto(path.resolve().as_uri())
    page.wait_for_load_state("load")
    return page


def _cluster_page(site, name: str) -> Path:
    return site.out / "clusters" / f"{site.ids[name]}.html"


def test_every_page_renders_without_errors_and_every_link_resolves(site, context):
    pages = [site.out / "index.html", *sorted((site.out / "clusters").glob("*.html"))]
    assert len(pages) == 1 + CLUSTERS
    for path in pages:
        page = _open(context, path)
        assert page.locator("h1").inner_text().strip()
        hrefs = page.eval_on_selector_all(
            "a[href]", "links => links.map(a => new URL(a.getAttribute('href'), document.baseURI).href)")
        for href in hrefs:
            if href.startswith("file://"):
                target = Path(href.removeprefix("file://").split("#", 1)[0])
                assert target.is_file(), (path.name, href)
            else:
                assert href.startswith("https://github.com/apache/tvm/issues"), href
        assert page.problems == [], (path.name, page.problems)
        page.close()


def test_downloads_are_the_files_of_the_minimized_case(site, context, tmp_path):
    page = _open(context, _cluster_page(site, MINIMIZED))
    reduced = site.results / MINIMIZED / "reduced"
    with page.expect_download() as download:
        page.click("a[download][href$='case.pkl']")
    download.value.save_as(tmp_path / "case.pkl")
    assert (tmp_path / "case.pkl").read_bytes() == (reduced / "case.pkl").read_bytes()
    # From file:// Chromium ignores `download` for a file it can show (every file:// URL is its own origin),
    # so repro.py opens as text: it must be the reducer's script.
    page.click("a[download][href$='repro.py']")
    page.wait_for_url("**/repro.py")
    assert page.inner_text("body").strip() == (reduced / "repro.py").read_text().strip()
    assert page.problems == []


def _visible_rows(page) -> list[tuple[str, str, int]]:
    return [(r["status"], r["kind"], int(r["count"])) for r in page.eval_on_selector_all(
        "#clusters tbody tr", "rows => rows.filter(r => !r.hidden).map(r => ({...r.dataset}))")]


def test_filters_and_sorting(site, context):
    page = _open(context, site.out / "index.html")
    everything = _visible_rows(page)
    assert len(everything) == CLUSTERS and f"{CLUSTERS} of {CLUSTERS} clusters shown" in page.inner_text("#shown")
    page.select_option("#filter-status", "new")
    assert [s for s, *_ in _visible_rows(page)] == ["new"] * 4 and f"4 of {CLUSTERS}" in page.inner_text("#shown")
    page.select_option("#filter-kind", "mismatch")
    assert [(s, k) for s, k, _ in _visible_rows(page)] == [("new", "mismatch")]
    page.select_option("#filter-status", "known")
    assert _visible_rows(page) == [] and f"0 of {CLUSTERS}" in page.inner_text("#shown")
    page.select_option("#filter-kind", "")
    assert [(s, n) for s, _, n in _visible_rows(page)] == [("known", max(n for *_, n in everything))]
    page.select_option("#filter-status", "")
    by_count = [n for *_, n in everything]
    assert by_count == sorted(by_count, reverse=True) and len(set(by_count)) > 1
    page.click("button[data-sort=count]")
    assert [n for *_, n in _visible_rows(page)] == sorted(by_count)
    page.click("button[data-sort=count]")
    assert [n for *_, n in _visible_rows(page)] == sorted(by_count, reverse=True)
    assert page.problems == []


def test_the_copy_button_puts_the_draft_on_the_clipboard(site, browser):
    context = browser.new_context(permissions=["clipboard-read", "clipboard-write"])
    try:
        page = _open(context, _cluster_page(site, UNMINIMIZED))
        body = page.inner_text("#draft-body")
        assert body.startswith("### Expected behavior")
        page.click("button[data-copy=draft-body]")
        page.wait_for_function("() => document.querySelector('button[data-copy=draft-body]').textContent === 'Copied'")
        assert page.evaluate("navigator.clipboard.readText()") == page.eval_on_selector("#draft-body", "e => e.textContent")
        page.click("button[data-copy=draft-title]")
        page.wait_for_function("() => document.querySelector('button[data-copy=draft-title]').textContent === 'Copied'")
        assert page.evaluate("navigator.clipboard.readText()").startswith("[Bug] [Relax] ")
        assert page.problems == []
    finally:
        context.close()


def test_a_hostile_trace_message_and_program_show_as_text_and_run_nothing(site, context):
    page = _open(context, _cluster_page(site, "evil"))
    text = page.inner_text("main")
    assert EVIL_TRACE in text and EVIL_PROGRAM_STRING in text and EVIL_MESSAGE in text
    assert page.locator("main b").count() == 0 and page.locator("script").count() == 2
    assert page.problems == []  # no alert() dialog, no script error
    index = _open(context, site.out / "index.html")
    assert EVIL_MESSAGE in index.inner_text("#clusters") and index.problems == []


def test_pages_read_with_javascript_off(site, browser):
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto((site.out / "index.html").resolve().as_uri())
        assert page.locator("#clusters tbody tr:visible").count() == CLUSTERS
        assert not page.locator("#filter-status").is_visible() and not page.locator("button[data-copy]").first.is_visible()
        page.goto(_cluster_page(site, KNOWN).resolve().as_uri())
        assert page.locator("#module-script").is_visible() and page.locator(".trace").is_visible()
    finally:
        context.close()


def test_screenshots_of_the_index_and_a_cluster_page(site, context, tmp_path):
    for name, path in (("index", site.out / "index.html"), ("cluster", _cluster_page(site, MINIMIZED))):
        page = _open(context, path)
        shot = tmp_path / f"report-{name}.png"
        page.screenshot(path=str(shot), full_page=True)
        data = shot.read_bytes()
        assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 20_000
        height = int.from_bytes(data[20:24], "big")  # the IHDR chunk: a full page, not just the viewport
        assert height > 900
        assert page.problems == []
