"""What a report says about a results directory, gathered in one place; the templates only lay it out.

Sources: results/triage.db (clusters, members, reductions), each witness's results/<id>/ (case.pkl,
failure.json, stderr.txt) and, for a minimized cluster, the reducer's outputs (repro.py, reduction.json).
A cluster whose witness has not been minimized still gets everything, from its original witness, marked
"not minimized" with the command that would minimize it.
"""

from __future__ import annotations

import json
import re
import tomllib
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path

from relayreduce.triage import Signature
from relayreduce.triage.store import ClusterSummary

from relayreduce.case import Case, CaseFileError, load_case

COMPONENTS = Path(__file__).with_name("components.toml")
TRACE_LINES = 40


class ReportError(ValueError):
    """The results directory cannot be reported on; the message says why in one line."""


@dataclass(frozen=True)
class Component:
    name: str
    labels: tuple[str, ...]


@lru_cache(maxsize=1)
def _component_rules() -> tuple[tuple[Component, re.Pattern], ...]:
    data = tomllib.loads(COMPONENTS.read_text(encoding="utf-8"))
    return tuple((Component(c["name"], tuple(c["labels"])), re.compile("|".join(f"(?:{p})" for p in c["patterns"])))
                 for c in data["component"])


def component_of(sig: Signature) -> Component | None:
    """The part of TVM a failure most likely belongs to. Frames are tried in blame order: the owners above
    the crash site first (innermost first) when the message blames the caller, else the crash site; then
    every other frame from the crash site out."""
    owners = [f for f in sig.frames if f in sig.owners]
    crash = [f.split(" [", 1)[0] for f in sig.top[:1]]
    for frame in owners + crash + list(sig.frames):
        for component, pattern in _component_rules():
            if pattern.search(frame):
                return component
    return None


@dataclass
class ClusterData:
    summary: ClusterSummary
    witness_case: Case | None
    witness_dir: Path | None
    failure: dict
    stderr: str
    reduced_case: Case | None = None
    reduced_dir: Path | None = None  # where the latest minimization wrote case.pkl, repro.py, reduction.json
    reduction: dict = field(default_factory=dict)  # that reduction.json

    @cached_property
    def repro_text(self) -> str:
        """repro.py: the reducer's, or rendered from the unminimized witness (only when a draft asks for it:
        rendering prints the module with TVM)."""
        if self.reduced_dir is not None and (self.reduced_dir / "repro.py").is_file():
            return read_text(self.reduced_dir / "repro.py")
        if self.witness_case is None:
            return ""
        from relayreduce.reducer.repro import render_repro

        try:
            return render_repro(self.witness_case)
        except Exception as err:  # noqa: BLE001  (a witness we cannot render still gets its draft)
            return f"# repro.py could not be rendered from the witness: {type(err).__name__}: {err}\n"

    @property
    def id(self) -> str:
        return self.summary.id

    @property
    def signature(self) -> Signature:
        return self.summary.signature

    @property
    def minimized(self) -> bool:
        return self.reduced_case is not None

    @property
    def case(self) -> Case | None:
        return self.reduced_case or self.witness_case

    @property
    def environment(self) -> dict:
        env = dict(self.case.environment) if self.case is not None else {}
        for key in ("tvm_version", "tvm_commit"):
            env.setdefault(key, self.failure.get(key))
        return {k: v for k, v in env.items() if v not in (None, "")}

    @property
    def message(self) -> str:
        """The witness's own message (numbers and names as they were), else the normalized one."""
        return str(self.failure.get("message") or self.signature.message)

    @property
    def first_failing_pass(self) -> str | None:
        return self.reduction.get("first_failing_pass") or (self.summary.reduction or {}).get(
            "info", {}).get("first_failing_pass")

    @property
    def trace(self) -> str:
        """What the failure printed: the Python traceback, or for a crash the process's own output (the
        crash banner and native frames). A wrong result has no trace worth reading."""
        if self.signature.kind == "mismatch":
            return ""
        if self.signature.kind in ("segfault", "crash", "oom", "timeout"):
            return self.stderr or str(self.failure.get("traceback") or "")
        return str(self.failure.get("traceback") or self.stderr)

    def trimmed_trace(self, limit: int = TRACE_LINES) -> str:
        """The trace as upstream needs it: without relayreduce's own frames (the sandbox, the oracle), with
        site-packages paths made relative, and its end (the frames nearest the crash, the message) kept
        within limit lines."""
        lines = upstream_trace(self.trace).rstrip().splitlines()
        if len(lines) <= limit:
            return "\n".join(lines)
        return "\n".join(["Traceback (most recent call last):", f"  ... {len(lines) - limit + 1} lines cut ...",
                          *lines[-(limit - 2):]])

    @property
    def subject(self) -> str:
        """The op or pass a title names (see subject_of)."""
        ops = (self.reduction.get("after") or {}).get("ops") if self.reduced_case is not None else None
        return subject_of(self.signature, self.first_failing_pass, ops)

    @property
    def module_script(self) -> str:
        """The minimal (or original) module as Relax TVMScript, constants named as repro.py names them."""
        if self.case is None:
            return ""
        from relayreduce import tvm_adapter

        try:
            return tvm_adapter.standalone_script(self.case.program)[0]
        except Exception as err:  # noqa: BLE001  (a page without the script is better than no page)
            return f"# the module could not be printed: {type(err).__name__}: {err}\n"

    @property
    def component(self) -> Component | None:
        return component_of(self.signature)

    def minimize_command(self, results_dir: Path) -> str:
        witness = self.summary.witness_path or "<witness>/case.pkl"
        return f"relayreduce minimize {results_dir / witness}"


def subject_of(sig: Signature, first_failing_pass: str | None, ops: list[str] | None) -> str:
    """The op or pass a failure is about: the pass after which the module first fails, the one op a minimal
    program calls (``ops``: a minimized program's ops, None for one as found), or the owner frame the
    signature names; the failure's kind when none of them says."""
    if first_failing_pass:
        return first_failing_pass
    if ops is not None:
        named = [op for op in ops if op not in ("relax.strided_slice",)] or ops
        if named:
            return "R." + named[-1].removeprefix("relax.")
    for frame in (*sig.bottom, *sig.top):
        name = frame.split(" [", 1)[0].rsplit(".", 1)[-1].rsplit("::", 1)[-1]
        if "lambda" in name or name.startswith("<"):
            continue
        if ".legalize_ops." in frame and name.startswith("_"):  # the legalization of one op
            return "R." + name.lstrip("_").replace("nn_", "nn.", 1)
        return name
    return sig.kind


_FRAME = re.compile(r'^\s*File "([^"]*)", line \d+')
_SITE_PACKAGES = re.compile(r'"[^"]*?/(?:site|dist)-packages/')


def upstream_trace(text: str) -> str:
    """A Python traceback without the frames of relayreduce's own harness (each frame is its File line and
    the source lines under it), with installation paths cut to the package."""
    out, skipping = [], False
    for line in text.splitlines():
        frame = _FRAME.match(line)
        if frame:
            skipping = "/relayreduce/" in frame.group(1) or frame.group(1).endswith("relayreduce")
        elif not line.startswith("    "):
            skipping = False
        if not skipping:
            out.append(_SITE_PACKAGES.sub('"', line))
    return "\n".join(out)


def read_json(path: Path) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


def _load(path: Path) -> Case | None:
    try:
        return load_case(path)
    except CaseFileError:
        return None


def cluster_data(results_dir: Path, summary: ClusterSummary) -> ClusterData:
    witness_path = results_dir / summary.witness_path if summary.witness_path else None
    witness_dir = witness_path.parent if witness_path else None
    data = ClusterData(
        summary=summary,
        witness_case=_load(witness_path) if witness_path else None,
        witness_dir=witness_dir,
        failure=read_json(witness_dir / "failure.json") if witness_dir else {},
        stderr=read_text(witness_dir / "stderr.txt") if witness_dir else "",
    )
    if summary.reduction:
        reduced = results_dir / summary.reduction["reduced_path"]
        data.reduced_case = _load(reduced)
        if data.reduced_case is not None:
            data.reduced_dir = reduced.parent
            data.reduction = read_json(reduced.parent / "reduction.json")
    return data


def gather(results_dir: str | Path, cluster: str | None = None) -> list[ClusterData]:
    """Every cluster of results_dir (or just the one named), largest first, triaging new failures first."""
    from relayreduce.triage import StoreError, TriageInputError, triage_directory
    from relayreduce.triage.engine import open_store

    results_dir = Path(results_dir)
    if not results_dir.is_dir():
        raise ReportError(f"{results_dir} is not a directory")
    try:
        with open_store(results_dir) as store:
            triage_directory(results_dir, store=store)
            summaries = store.summaries()
            if cluster is not None:
                try:
                    wanted = store.resolve(cluster)
                except KeyError as err:
                    raise ReportError(str(err.args[0])) from None
                summaries = [s for s in summaries if s.id == wanted]
    except (StoreError, TriageInputError) as err:
        raise ReportError(str(err)) from None
    summaries.sort(key=lambda s: (-s.count, s.id))
    return [cluster_data(results_dir, s) for s in summaries]
