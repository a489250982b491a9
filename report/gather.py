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
from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path

from relayreduce.triage import Signature, annotate_frames, load_rules, parse_trace
from relayreduce.triage.normalize import rewritten_frame_name
from relayreduce.triage.signature import emitted_op_of
from relayreduce.triage.store import ClusterSummary

from relayreduce.case import Case, CaseFileError, load_case
from relayreduce.ir.expr import Call, OpaqueCall, walk
from relayreduce.results import CAMPAIGN_LOG

COMPONENTS = Path(__file__).with_name("components.toml")
TRACE_LINES = 40
MEMBERS_SHOWN = 50  # per cluster page; the rest go to a file, so a large cluster does not bloat its page


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


@dataclass(frozen=True)
class Member:
    """One failure of a cluster, as triage.db has it."""

    path: str  # relative to the results directory
    seen_at: float | None
    exception_type: str
    message: str


@dataclass(frozen=True)
class TraceLine:
    text: str
    role: str  # "top" (a crash-site frame the signature names), "bottom" (an owner frame), both, or ""


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
    members: list[Member] = field(default_factory=list)  # the first MEMBERS_SHOWN (attach_members)
    results_dir: Path | None = None  # where the members' records are
    # set on the one cluster a known TVM bug is drafted from (draft_known_bugs_once): the bug's other clusters
    same_bug: list["ClusterData"] | None = None

    @cached_property
    def repro_text(self) -> str:
        """repro.py: the reducer's, or rendered from the unminimized witness (only when a draft asks for it:
        rendering prints the module with TVM)."""
        if self.reduced_dir is not None and (self.reduced_dir / "repro.py").is_file():
            return read_text(self.reduced_dir / "repro.py")
        if self.witness_case is None:
            return ""
        from relayreduce.reducer.repro import render_repro

        # Without the witness's failure.json, the cluster's signature, whose message is normalized (not compared).
        sig = self.signature
        failure = self.failure if self.failure.get("kind") else {"kind": sig.kind, "exception_type": sig.exception_type}
        try:
            return render_repro(self.witness_case, failure)
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
        return self.reduced_case is not None and not self.summary.partial

    @property
    def partial(self) -> bool:
        """Reduced, but the budget cut the reduction short: smaller than the witness, maybe not minimal."""
        return self.reduced_case is not None and self.summary.partial

    @property
    def case(self) -> Case | None:
        return self.reduced_case or self.witness_case

    @property
    def flaky_runs(self) -> str | None:
        """How often the reduced module reproduced when the reducer re-ran it, when that was not every time
        ("only 1 of 3 runs", "3 of 3 runs of its oracle but only 1 of 3 runs of repro.py"); None otherwise."""
        if self.reduced_case is None or not self.reduction.get("flaky"):
            return None
        from relayreduce.reducer.output import shortfall_phrase

        return shortfall_phrase(self.reduction.get("reduced_reproduced_runs"),
                                   self.reduction.get("repro_reproduced_runs"))

    @property
    def fell_back(self) -> dict | None:
        """When the smallest module the reduction found did not reproduce every time and the reducer handed
        over an earlier step: that smallest module's size (``bindings``) and how often it reproduced
        (``runs``, a phrase); None otherwise."""
        fell_back = self.reduction.get("fell_back") if self.reduced_case is not None else None
        if not fell_back:
            return None
        from relayreduce.reducer.output import shortfall_phrase

        return {"bindings": fell_back["bindings"], "runs": shortfall_phrase(
            fell_back["reproduced_runs"], fell_back.get("repro_reproduced_runs"))}

    @property
    def logs_only(self) -> bool:
        """Read from logs alone (other scripts' stderr, with no case file): no module reproduces it, and
        nothing shows that the program the log came from was valid, so it is not drafted as TVM's bug."""
        return self.summary.witness_path is None and self.case is None

    @cached_property
    def explanation(self):
        """The known TVM bug (relayreduce/ops/known_tvm_bugs.toml) this failure is attributed to, or None
        (known_bugs.explain)."""
        if self.case is None:
            return None
        from relayreduce.known_bugs import explain

        oracle = self.case.oracle
        return explain(self.case.program, f"{self.message}\n{self.trace}", self.minimized,
                       oracle.name if oracle else None, tuple(oracle.passes) if oracle else ())

    @cached_property
    def member_explanations(self) -> list:
        """The known bug of each member's own failure (its program, message and trace), where it is this
        cluster's root cause: one cluster can hold failures of several ops one bug breaks (R.max and R.min of
        bool fail in one check), while its witness shows one."""
        own = self.explanation
        if own is None or self.results_dir is None:
            return []
        from relayreduce.known_bugs import explain

        found = []
        for member in self.members:
            record = self.results_dir / member.path
            record = record if record.is_dir() else record.parent
            case, failure = _load(record / "case.pkl"), read_json(record / "failure.json")
            if case is None:
                continue
            text = f"{failure.get('message') or ''}\n{failure.get('traceback') or ''}"
            e = explain(case.program, text, False, case.oracle.name, tuple(case.oracle.passes))
            if e is not None and e.cause_id == own.cause_id:
                found.append(e)
        return found

    @property
    def cause_ops(self) -> list[tuple[str, list[str]]]:
        """The ops (and their dtypes) that the known bug explaining this cluster was seen with, here (its
        witness, then its members) and in the other clusters of its cause (same_bug), this cluster's first: a
        cause's draft names them all."""
        seen: dict[str, set[str]] = {}
        for c in [self, *(self.same_bug or ())]:
            for e in [c.explanation, *c.member_explanations]:
                if e is not None and e.op:
                    seen.setdefault(e.op, set()).update([e.dtype] if e.dtype else [])
        return [(op, sorted(dtypes)) for op, dtypes in seen.items()]

    @property
    def draftable(self) -> bool:
        """An issue to draft: open, reproducible, and either new or the cluster its known TVM bug is drafted
        from (draft_known_bugs_once)."""
        return (self.summary.status == "new" and not self.logs_only
                and (self.explanation is None or self.same_bug is not None))

    @property
    def sizes(self) -> tuple[int | None, int | None]:
        """The witness's op calls before and after minimization (after: None when not minimized), as triage.db
        recorded them, else as reduction.json has them."""
        recorded = self.summary.reduction or {}
        before = _first_known(recorded.get("size_before"), self.reduction.get("bindings_before"),
                              self.summary.witness_size)
        if self.reduced_case is None:
            return before, None
        return before, _first_known(recorded.get("size_after"), self.reduction.get("bindings_after"))

    @property
    def environment(self) -> dict:
        env = dict(self.case.environment) if self.case is not None else {}
        for key in ("tvm_version", "tvm_commit"):
            env.setdefault(key, self.failure.get(key))
        return {k: v for k, v in env.items() if v not in (None, "")}

    @property
    def shown_failure(self) -> tuple[dict, str]:
        """(failure fields, stderr) of what a page shows: the minimized case's own failure when the reducer
        recorded it (its trace names the reduced program's calls), else the witness's."""
        reduced = self.reduction.get("failure") if self.reduced_case is not None else None
        if reduced:
            return reduced, str(reduced.get("stderr") or "")
        return self.failure, self.stderr

    @property
    def message(self) -> str:
        """The failure's own message (numbers and names as they were), else the normalized one."""
        return str(self.shown_failure[0].get("message") or self.signature.message)

    @property
    def stage(self) -> str | None:
        """What the failing run was doing when it failed ("passes", "compile", "run"), where the sandbox
        recorded it (not in results written before it did)."""
        return self.shown_failure[0].get("stage")

    def _reduced(self, key: str):
        """What minimize found (reduction.json, else what triage.db recorded of it)."""
        return _first_known(self.reduction.get(key), (self.summary.reduction or {}).get("info", {}).get(key))

    @property
    def first_failing_pass(self) -> str | None:
        return self._reduced("first_failing_pass")

    @property
    def passes_needed(self) -> list[str] | None:
        """The build passes without which the minimal case passes (reducer.blame); None: not asked."""
        return self._reduced("passes_needed")

    @property
    def pass_at_fault(self) -> str | None:
        return pass_at_fault(self.first_failing_pass, self.passes_needed)

    @property
    def trace(self) -> str:
        """What the failure printed: the Python traceback, or for a crash the process's own output (the
        crash banner and native frames). A wrong result has no trace worth reading."""
        if self.signature.kind == "mismatch":
            return ""
        failure, stderr = self.shown_failure
        if self.signature.kind in ("segfault", "crash", "oom", "timeout"):
            return stderr or str(failure.get("traceback") or "")
        return str(failure.get("traceback") or stderr)

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
    def marked_trace(self) -> list[TraceLine]:
        """The trace without relayreduce's own frames, each line marked with the role its frame plays in the
        cluster's signature (a frame line names the frame's function, and its file and line when known)."""
        text = upstream_trace(self.trace).rstrip()
        marked = [(frame, role) for frame, _, role in annotate_frames(parse_trace(text), self.signature) if role]

        def role_of(line: str) -> str:
            for frame, role in marked:
                if (frame.func in line and (not frame.file or frame.file in line)
                        and (not frame.line or re.search(rf"\b(?:line )?{frame.line}\b", line))):
                    return role
            return ""

        return [TraceLine(line, role_of(line)) for line in text.splitlines()]

    @property
    def subject(self) -> str:
        """The op or pass a title names (see subject_of). The ops of a program not minimized are no evidence,
        but for a failure without frames (a hang) they are all there is."""
        case = self.case if self.minimized or not self.signature.frames else None
        return subject_of(self.signature, self.pass_at_fault, program_ops(case) if case else None, self.trace)

    @cached_property
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


OPS_IN_A_SUBJECT = 4


def program_ops(case: Case) -> list[str]:
    """The ops a program calls, each once, in program order."""
    return list(dict.fromkeys(b.value.op for _, b in walk(case.program) if isinstance(b.value, (Call, OpaqueCall))))


def pass_at_fault(first_failing_pass: str | None, passes_needed: list[str] | None) -> str | None:
    """The pass a failure is about: the one build pass without which a crash or wrong result at run time goes
    away (reducer.blame), else the pass of the case's own list after which the module first fails; None where
    neither says. The build pass comes first: a pass of the list can only shape the module so that a build
    pass breaks it (ToNonDataflow before StaticPlanBlockMemory's segfault)."""
    return passes_needed[0] if passes_needed and len(passes_needed) == 1 else first_failing_pass


def subject_of(sig: Signature, pass_at_fault: str | None, ops: list[str] | None, trace: str = "") -> str:
    """The op or pass a failure is about, as the failure's trace printed it: the pass at fault
    (``pass_at_fault``); the op whose code failed, where the signature's frame says (its legalization, or the op
    being emitted when inference failed); else the ops of a minimal program (``ops``: in program order, None
    when there is no minimal program), all of them: a module that needs several does not show which one is
    wrong; else the owner frame the signature names (an op's, pass's or codegen's before any other: not
    the `compile` that every failure went through); else the failure's kind."""
    if pass_at_fault:
        return pass_at_fault
    frame, names_op = _frame_subject(sig, trace)
    if names_op:
        return frame
    named = [op for op in ops or () if op != "relax.strided_slice"] or ops
    if named:
        return ops_subject(named)
    return frame or sig.kind


def ops_subject(ops: list[str]) -> str:
    """Ops as a title names them, in the order given: `R.variance, R.subtract`, the first OPS_IN_A_SUBJECT."""
    shown = ["R." + op.removeprefix("relax.") for op in ops[:OPS_IN_A_SUBJECT]]
    return ", ".join(shown) + (", …" if len(ops) > OPS_IN_A_SUBJECT else "")


def _frame_subject(sig: Signature, trace: str) -> tuple[str | None, bool]:
    """The name of the first frame that can name a failure (see subject_of), and whether it names an op."""
    frames = (*sig.bottom, *sig.top)
    owner = load_rules().owner_frame
    for frame in [f for f in frames if owner.search(f)] or frames:
        frame = frame.split(" [", 1)[0]
        emitted = emitted_op_of(frame)
        if emitted:  # the op whose type inference failed (or the function it shares)
            return as_printed(emitted, trace), True
        # `CodeGenLLVM::CreateAdd`, `_nn_batch_norm`
        name = "::".join(frame.split("::")[-2:]) if "::" in frame else frame.rsplit(".", 1)[-1]
        name = as_printed(name, trace)
        if "lambda" in name or name.startswith("<"):
            continue
        if ".legalize_ops." in frame and name.startswith("_"):  # the legalization of one op
            return "R." + name.lstrip("_").replace("nn_", "nn.", 1), True
        return name, False
    return None, False


def as_printed(frame: str, trace: str) -> str:
    """A frame name that the rules rewrote (`_nn_convNd` for conv1d/2d/3d, `_nn_adaptive_poolNd` for
    adaptive_avg_pool1d and its kin) as this failure's trace printed it: the first name in the trace that the
    same rewrites turn into it. The frame itself where the trace holds no such name."""
    if not trace or frame in trace:
        return frame
    rules = load_rules()
    for name in dict.fromkeys(_NAME.findall(trace)):
        if rewritten_frame_name(name, rules) == frame:
            return name
    return frame


_NAME = re.compile(r"[A-Za-z_]\w*(?:::[A-Za-z_]\w*)*")


def _first_known(*values):
    return next((v for v in values if v is not None), None)


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
        results_dir=results_dir,
    )
    if summary.reduction:
        reduced = results_dir / summary.reduction["reduced_path"]
        data.reduced_case = _load(reduced)
        if data.reduced_case is not None:
            data.reduced_dir = reduced.parent
            data.reduction = read_json(reduced.parent / "reduction.json")
    return data


@dataclass
class Campaign:
    """What the index's summary says: fuzz's own run summaries (campaign.jsonl) where they exist, and what
    triage.db knows in any case."""

    runs: int  # fuzz runs logged in campaign.jsonl; 0 for a directory fuzz did not write (foreign logs)
    tests: int | None
    failing_tests: int | None  # tests that failed, before records of one failing case were merged
    failure_records: int  # what triage read and clustered
    clusters: int
    statuses: dict[str, int]
    kinds: dict[str, int]  # clusters by kind
    tvm: list[str]  # "version (commit)"
    oracles: list[str]
    duration_s: float | None  # fuzzing time, summed over runs
    started_at: float | None  # the first run's start, else the first failure seen
    finished_at: float | None
    failure_times: list[float] = field(default_factory=list)  # when each clustered failure was seen, in order


@dataclass
class Site:
    results_dir: Path
    campaign: Campaign
    clusters: list[ClusterData]


def read_campaign_log(results_dir: Path) -> list[dict]:
    """fuzz's run summaries, one per line; a torn last line (a run killed while writing) is skipped."""
    runs = []
    for line in read_text(results_dir / CAMPAIGN_LOG).splitlines():
        try:
            run = json.loads(line)
        except ValueError:
            continue
        if isinstance(run, dict):
            runs.append(run)
    return runs


def _campaign(results_dir: Path, clusters: list[ClusterData], failure_times: list[float]) -> Campaign:
    runs = read_campaign_log(results_dir)

    def total(key: str) -> float | None:
        values = [run[key] for run in runs if isinstance(run.get(key), (int, float))]
        return sum(values) if values else None

    tvm = {f"{run['tvm_version']} ({run.get('tvm_commit') or '?'})" for run in runs if run.get("tvm_version")}
    tvm |= {f"{c.environment['tvm_version']} ({c.environment.get('tvm_commit', '?')})"
            for c in clusters if "tvm_version" in c.environment}
    oracles = {str(name) for run in runs if isinstance(run.get("oracles"), list) for name in run["oracles"]}
    oracles |= {str(c.failure["oracle"]) for c in clusters if c.failure.get("oracle")}
    started = [run["started_at"] for run in runs if isinstance(run.get("started_at"), (int, float))]
    finished = [run["finished_at"] for run in runs if isinstance(run.get("finished_at"), (int, float))]
    return Campaign(
        runs=len(runs), tests=total("tests"), failing_tests=total("failures"),
        failure_records=sum(c.summary.count for c in clusters), clusters=len(clusters),
        statuses=_counts(c.summary.status for c in clusters), kinds=_counts(c.signature.kind for c in clusters),
        tvm=sorted(tvm), oracles=sorted(oracles), duration_s=total("elapsed_s"),
        started_at=min(started + failure_times[:1], default=None),
        finished_at=max(finished + failure_times[-1:], default=None), failure_times=failure_times,
    )


def _counts(values) -> dict[str, int]:
    """Counts, largest first, ties by name."""
    return dict(sorted(Counter(values).items(), key=lambda kv: (-kv[1], kv[0])))


def _open_triaged(results_dir: Path):
    """The results directory's store, after triaging what is new; ReportError for what cannot be read, and
    for a directory with nothing to report (refused before a store is created in it)."""
    from relayreduce.triage import StoreError, TriageInputError, triage_directory
    from relayreduce.triage.engine import open_store, require_results

    if not results_dir.is_dir():
        raise ReportError(f"{results_dir} is not a directory")
    try:
        require_results(results_dir)
        store = open_store(results_dir)
        try:
            triage_directory(results_dir, store=store)
        except BaseException:
            store.close()
            raise
    except (StoreError, TriageInputError) as err:
        raise ReportError(str(err)) from None
    return store


def draft_known_bugs_once(clusters: list[ClusterData]) -> None:
    """Choose, for each root cause of known TVM bugs that no apache/tvm issue is recorded for, the one cluster
    it is drafted from, and give that cluster the cause's others (same_bug). One bug shows in as many checks
    as there are ops reading its wrong result (R.mean's int64 in subtract's dtype check, concat's, an if's
    condition), and one cause in as many entries as there are ops it breaks (the entries that name one
    [[cause]]): one issue, drafted from the cluster whose failure shows the bug itself if any, else the
    smallest minimal module. A limitation is never drafted, nor a cause filed upstream (its url)."""
    by_cause: dict[str, list[ClusterData]] = {}
    for c in clusters:
        e = c.explanation if c.summary.status == "new" and not c.logs_only else None
        if e is not None and not e.limitation and not e.url:
            by_cause.setdefault(e.cause_id, []).append(c)
    for group in by_cause.values():
        chosen = min(group, key=lambda c: (c.explanation.likely, not c.minimized, c.sizes[1] or 1 << 30, c.id))
        chosen.same_bug = [c for c in group if c is not chosen]


def gather_site(results_dir: str | Path) -> Site:
    """Everything the HTML report shows: every cluster, largest first, with its first members, and the
    campaign's summary."""
    results_dir = Path(results_dir)
    with _open_triaged(results_dir) as store:
        clusters = [cluster_data(results_dir, s) for s in sorted(store.summaries(), key=lambda s: (-s.count, s.id))]
        attach_members(store, clusters)
        failure_times = store.failure_times()
    for c in clusters:
        if c.witness_dir is None and c.members and (results_dir / c.members[0].path).is_file():
            c.stderr = read_text(results_dir / c.members[0].path)  # a cluster of foreign logs: show one
    draft_known_bugs_once(clusters)
    return Site(results_dir, _campaign(results_dir, clusters, failure_times), clusters)


def attach_members(store, clusters: list[ClusterData]) -> None:
    """Give each cluster its first MEMBERS_SHOWN failures: what its page lists, and what its draft reads the
    ops a known bug was seen with from."""
    members: dict[str, list[Member]] = {}
    for cid, *row in store.member_failures(per_cluster=MEMBERS_SHOWN):
        members.setdefault(cid, []).append(Member(*row))
    for c in clusters:
        c.members = members.get(c.id, [])


def iter_members(results_dir: str | Path):
    """(cluster id, Member) for every clustered failure, by cluster then first seen: the full member lists
    that pages only link to."""
    from relayreduce.triage.engine import open_store

    with open_store(Path(results_dir)) as store:
        for cid, *row in store.member_failures():
            yield cid, Member(*row)


def gather(results_dir: str | Path, cluster: str | None = None) -> list[ClusterData]:
    """Every cluster of results_dir (or just the one named), largest first, triaging new failures first."""
    results_dir = Path(results_dir)
    with _open_triaged(results_dir) as store:
        summaries = store.summaries()
        if cluster is not None:
            try:
                wanted = store.resolve(cluster)
            except KeyError as err:
                raise ReportError(str(err.args[0])) from None
            summaries = [s for s in summaries if s.id == wanted]
        summaries.sort(key=lambda s: (-s.count, s.id))
        clusters = [cluster_data(results_dir, s) for s in summaries]
        attach_members(store, clusters)
    if cluster is None:
        draft_known_bugs_once(clusters)
    return clusters
