"""triage_directory: scan a results directory, read what is new, sign it, cluster it, persist it."""

from __future__ import annotations

import json
import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

from .cluster import DEFAULT_THRESHOLD, Clusterer
from .frame_stats import FrameStats, is_site_frame, site_location
from .readers import Candidate, FailureRecord, log_path, read_failures, scan
from .rules import Rules, load_rules
from .signature import (
    DEFAULT_BOTTOM_K,
    DEFAULT_TOP_K,
    Signature,
    digest,
    reproject,
    signature_or_none,
)
from .store import ClusterSummary, FailureRow, Store

DB_NAME = "triage.db"
DEFAULT_BATCH = 1000
# Below this many failures to read, starting worker processes costs more than it saves.
_PARALLEL_MIN = 4000


class TriageInputError(ValueError):
    """The results directory is missing or is not a directory."""


@dataclass
class TriageResult:
    results_dir: str
    db_path: str
    params: dict
    scanned: int = 0
    read: int = 0
    unchanged: int = 0
    no_failure: int = 0
    warnings: int = 0
    known_hits: int = 0
    ignored_hits: int = 0
    new_clusters: list[str] = field(default_factory=list)
    clusters: list[ClusterSummary] = field(default_factory=list)
    # (path, reason) of the files read in this run that showed no failure
    set_aside: list[tuple[str, str]] = field(default_factory=list)
    reclustered: dict[str, str] | None = None  # old cluster id -> new, after --recluster

    def summary(self) -> dict:
        return {
            "results_dir": self.results_dir,
            "db": self.db_path,
            "params": self.params,
            "scanned": self.scanned,
            "read": self.read,
            "skipped_unchanged": self.unchanged,
            "no_failure": self.no_failure,
            "set_aside": [{"path": p, "reason": r} for p, r in self.set_aside],
            "warnings": self.warnings,
            "clusters": len(self.clusters),
            "new_clusters": len(self.new_clusters),
            "known_hits": self.known_hits,
            "ignored_hits": self.ignored_hits,
        }

    def summary_line(self) -> str:
        return (
            f"triage: read {self.read} failures ({self.unchanged} unchanged skipped, {self.no_failure} without a "
            f"failure, {self.warnings} warnings); {len(self.clusters)} clusters, {len(self.new_clusters)} new; "
            f"{self.known_hits} known hits, {self.ignored_hits} ignored"
        )

    def to_dict(self) -> dict:
        return {"summary": self.summary(), "clusters": [c.to_dict() for c in self.clusters]}


NO_FAILURE = "no traceback, crash banner, error line or `Check failed` in it"
# What a log without a failure may still say of one that was not printed, and what would print it.
NO_FAILURE_HINTS = (
    ("BlockBuilder destroyed with remaining blocks",
     "only TVM's warning that a Relax function was left half built, as an error escaping the builder leaves it; "
     "TVM prints a DiagnosticError's note to stdout in its place: capture stdout too, or set TVM_BACKTRACE=1"),
)


def sign_record(rec: FailureRecord, rules: Rules, top_k: int, bottom_k: int) -> Signature | None:
    if not rec.has_text:
        return None
    return signature_or_none(
        rec.kind, rec.exception_type, rec.message, rec.traceback, rec.stderr, top_k=top_k, bottom_k=bottom_k, rules=rules
    )


def set_aside_reason(rec: FailureRecord) -> str:
    """Why a record yields no failure: what reading it said (binary, unreadable), or that nothing in it
    looks like one."""
    if not rec.has_text:
        return rec.warnings[-1] if rec.warnings else "empty"
    hint = next((hint for marker, hint in NO_FAILURE_HINTS if marker in rec.stderr), None)
    return f"{NO_FAILURE}; {hint}" if hint else NO_FAILURE


def stack_hash(sig: Signature) -> str:
    """Identity of a distinct stack, the unit the frame statistics count."""
    return digest((sig.kind, sig.exception_type, sig.message, *sig.frames), 20)


def _built_by(projected: Signature, sig: Signature) -> Signature:
    """The projection of a stack that sig shares, with what sig's converter built (see Signature.built) and
    whether its log lost the final exception (Signature.final_lost)."""
    if projected.built == sig.built and projected.final_lost == sig.final_lost:
        return projected
    return replace(projected, built=sig.built, final_lost=sig.final_lost)


def _read_and_sign(args) -> list[tuple[FailureRecord, Signature | None]]:
    """Worker task: read and sign a chunk of candidates. Texts are dropped before they cross processes."""
    candidates, root, rules_path, top_k, bottom_k = args
    rules = load_rules(rules_path)
    out = []
    for c in candidates:
        for rec in read_failures(c, root):
            sig = sign_record(rec, rules, top_k, bottom_k)
            rec.traceback = rec.stderr = ""
            out.append((rec, sig))
    return out


def _headline(rec: FailureRecord) -> str:
    text = rec.message.strip() or ""
    return text.splitlines()[0][:500] if text else ""


def _resolve_params(store: Store, threshold, top_k, bottom_k) -> dict:
    # A store remembers the parameters it was built with, so a plain re-run keys new failures the same way.
    stored = json.loads(store.get_meta("params") or "{}")
    return {
        "threshold": float(threshold if threshold is not None else stored.get("threshold", DEFAULT_THRESHOLD)),
        "top_k": int(top_k if top_k is not None else stored.get("top_k", DEFAULT_TOP_K)),
        "bottom_k": int(bottom_k if bottom_k is not None else stored.get("bottom_k", DEFAULT_BOTTOM_K)),
    }


def _require_directory(root: Path) -> None:
    if not root.exists():
        raise TriageInputError(f"{root}: no such directory")
    if not root.is_dir():
        raise TriageInputError(f"{root}: not a directory")


def open_store(results_dir: str | Path, db_path: str | Path | None = None) -> Store:
    root = Path(results_dir)
    _require_directory(root)
    return Store(db_path or root / DB_NAME)


def require_results(results_dir: str | Path, db_path: str | Path | None = None) -> None:
    """TriageInputError unless results_dir holds something to triage or report: failure records or logs, a
    campaign's log (a fuzzing run that found nothing), or a store with failures. Checked before anything is
    written into it, so a mistyped path does not become an empty results directory."""
    from relayreduce.results import CAMPAIGN_LOG

    root = Path(results_dir)
    _require_directory(root)
    db = Path(db_path or root / DB_NAME)
    if (root / CAMPAIGN_LOG).exists():
        return
    if db.exists():
        with Store(db) as store:
            if store.count_failures():
                return
    if scan(root):  # last: it walks the whole tree, which a first triage then walks again
        return
    raise TriageInputError(f"{root} is not a results directory: no failure records or logs, no {CAMPAIGN_LOG}, "
                           f"no {DB_NAME} with failures")


def triage_directory(
    results_dir: str | Path,
    *,
    db_path: str | Path | None = None,
    threshold: float | None = None,
    top_k: int | None = None,
    bottom_k: int | None = None,
    rules: str | Path | None = None,
    batch_size: int = DEFAULT_BATCH,
    jobs: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    store: Store | None = None,
    recluster: bool = False,
) -> TriageResult:
    """Triage every failure under results_dir that the store has not read yet (or that changed since).

    threshold/top_k/bottom_k default to what the store was last run with, else to the built-in defaults.
    rules is an optional user rules file merged over the shipped frame_rules.toml.
    jobs: worker processes for reading and parsing (default: all cores when there is much to read).
    progress(files done, files to read) is called after every committed batch.
    recluster: forget the clusters and read every failure again under today's frame statistics; a user's
    known/ignored marks and reductions move to the cluster most of the old cluster's failures joined.
    """
    rules_obj = load_rules(rules)
    own_store = store is None
    store = store or open_store(results_dir, db_path)
    try:
        root = os.path.abspath(results_dir)
        params = _resolve_params(store, threshold, top_k, bottom_k)
        result = TriageResult(str(results_dir), str(store.path), params)
        carried = store.clear_clusters() if recluster else None
        docs, df = store.frame_counts()
        stats = FrameStats.from_counts(docs, df, rules_obj.idf, store.sites(), store.site_messages())
        clusterer = Clusterer(params["threshold"], rules_obj, stats, params["top_k"], params["bottom_k"],
                              stored_members=store.member_stacks)
        for cid, sig, _status in store.clusters_in_order():
            clusterer.add_cluster(cid, sig)
        for key, cid in store.signature_map().items():
            clusterer.add_key(key, cid)
        statuses = store.statuses()
        stacks = store.stack_hashes()

        seen = {log_path(path): fp for path, fp in store.fingerprints().items()}
        candidates = scan(root)
        todo = [c for c in candidates if seen.get(c.path) != c.fingerprint]
        # a file read again may hold other failures now (a session log's tests): what it held before goes
        store.forget([c.path for c in todo if c.path in seen])
        result.scanned = len(candidates)
        result.unchanged = len(candidates) - len(todo)
        store.set_meta("params", json.dumps(params))
        store.set_meta("rules_digest", rules_obj.digest)
        run_id = store.start_run(params | {"rules": str(rules) if rules else None})

        batches = [todo[i : i + batch_size] for i in range(0, len(todo), batch_size)]
        for done, signed in _signed_batches(batches, root, rules, rules_obj, params, jobs):
            _commit_batch(store, run_id, clusterer, statuses, stacks, signed, result)
            if progress:
                progress(done, len(todo))
        store.finish_run(run_id)
        if carried is not None:
            result.reclustered = store.carry_over(*carried)
        result.clusters = store.summaries()
        return result
    finally:
        if own_store:
            store.close()


def _signed_batches(batches: list[list[Candidate]], root: str, rules_path, rules: Rules, params: dict, jobs):
    """Yield (failures done so far, [(record, signature)]) per batch, in batch order."""
    top_k, bottom_k = params["top_k"], params["bottom_k"]
    total = sum(len(b) for b in batches)
    jobs = jobs if jobs is not None else (os.cpu_count() or 1)
    done = 0
    if jobs <= 1 or total < _PARALLEL_MIN:
        for batch in batches:
            signed = []
            for c in batch:
                signed += [(rec, sign_record(rec, rules, top_k, bottom_k)) for rec in read_failures(c, root)]
            done += len(batch)
            yield done, signed
        return
    rules_arg = str(rules_path) if rules_path else None
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        # map keeps batch order, so the result does not depend on which worker finished first
        for batch, signed in zip(batches, pool.map(_read_and_sign, [(b, root, rules_arg, top_k, bottom_k) for b in batches])):
            done += len(batch)
            yield done, signed


def _sites_named_by_message(sigs: list[Signature], stats: FrameStats) -> tuple[list[tuple[str, str]], list[tuple[str, str, str]]]:
    """(site frame, name) for crash sites no log named, from a log (of this batch or one the store read before)
    that named a site in the same source file raising the same (normalized) message: the same check stamped
    out again; and the (file, message, name) triples this batch taught, for the store. The 1d/2d/3d copies of
    an op's type inference (InferTypeConv1dTranspose beside InferTypeConv2dTranspose) and the specializations
    of one template (TryConstFold<Div>, TryConstFold<FloorDiv>) are one frame name for triage and raise one
    message from lines far apart in one file; a log that printed only the file and line of one of them
    (pytest's crash line, IPython's `File x.cc:683`) is at that frame, not at code of its own. Not so for a
    lambda: its frame is printed under the function that defines it (`RegisterSort()::<lambda(...)>`), and one
    registration file defines many packed functions as lambdas (sort, argsort, topk) that raise one message
    each on its own."""
    learned = stats.learn_site_messages(
        (site_location(sig.named_site[0])[0], sig.message, sig.named_site[1]) for sig in sigs
        if sig.named_site and sig.named_site[1] and sig.message and not sig.message_cut
        and "{lambda}" not in sig.named_site[1])
    out = []
    for sig in sigs:
        site = sig.frames[0] if sig.frames else ""
        if not is_site_frame(site) or site in stats.sites or sig.message_cut:
            continue
        names = stats.site_messages.get((site_location(site)[0], sig.message), set())
        if len(names) == 1:
            out.append((site, next(iter(names))))
    return out, learned


def _commit_batch(store: Store, run_id: int, clusterer: Clusterer, statuses: dict, stacks: set[str], signed,
                  result: TriageResult) -> None:
    # The batch's new distinct stacks and named sites move the frame statistics first, so that even a
    # store's first batch is signed with weights learned from it; then its signatures are re-projected under them.
    new_sites = clusterer.stats.learn_sites(sig.named_site for _, sig in signed if sig is not None and sig.named_site)
    by_message, new_site_messages = _sites_named_by_message([sig for _, sig in signed if sig is not None], clusterer.stats)
    new_sites.update(clusterer.stats.learn_sites(by_message))
    distinct: dict[str, Signature] = {}  # stack hash -> signature; a batch repeats its stacks
    hashes = []
    for _, sig in signed:
        h = stack_hash(sig) if sig is not None else None
        hashes.append(h)
        if h is not None:
            distinct.setdefault(h, sig)
    new_stacks = [h for h in distinct if h not in stacks]
    stacks.update(new_stacks)
    df_delta = clusterer.stats.add(distinct[h].frames for h in new_stacks)
    if new_stacks or new_sites:
        clusterer.refresh()
    projected = {h: reproject(sig, clusterer.rules, clusterer.stats, clusterer.top_k, clusterer.bottom_k)
                 for h, sig in distinct.items()}
    signed = [(rec, _built_by(projected[h], sig) if h is not None else None) for (rec, sig), h in zip(signed, hashes)]
    assignments = clusterer.assign_all(sig for _, sig in signed if sig is not None)
    new_clusters, new_sigs, rows = [], [], []
    by_key = {sig.key: sig for _, sig in signed if sig is not None}
    for key, a in assignments.items():
        sig = by_key[key]
        if a.created:
            new_clusters.append((a.cluster_id, sig))
            statuses[a.cluster_id] = "new"
            result.new_clusters.append(a.cluster_id)
        new_sigs.append((sig, a.cluster_id, a.score))
    for rec, sig in signed:
        result.read += 1
        result.warnings += len(rec.warnings)
        cid = assignments[sig.key].cluster_id if sig is not None else None
        status = statuses.get(cid) if cid else None
        reason = None
        if sig is None:
            result.no_failure += 1
            reason = set_aside_reason(rec)
            result.set_aside.append((rec.path, reason))
        elif status == "known":
            result.known_hits += 1
        elif status == "ignored":
            result.ignored_hits += 1
        rows.append(
            FailureRow(
                path=rec.path, source=rec.source, fingerprint=rec.fingerprint,
                sig_key=sig.key if sig else None, cluster_id=cid, known_hit=status == "known",
                kind=sig.kind if sig else rec.kind, exception_type=sig.exception_type if sig else rec.exception_type,
                message=_headline(rec) or (sig.message if sig else ""), witness_path=rec.witness_path, witness_size=rec.witness_size,
                seen_at=rec.seen_at, warnings=rec.warnings, set_aside=reason,
            )
        )
    # signatures already in the store (exact matches) are inserted with ON CONFLICT DO NOTHING
    stack_rows = []
    for h in new_stacks:
        sig = projected[h]
        stack_rows.append((h, assignments[sig.key].cluster_id, sig.kind, sig.frames if sig.complete_stack else None))
    new_reps = {cid: sig.key for cid, sig in clusterer.take_new_representatives().items()}
    store.write_batch(run_id, new_clusters, new_sigs, rows, stack_rows, df_delta, new_sites, new_reps, new_site_messages)
