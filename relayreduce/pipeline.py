"""``relayreduce campaign``: the whole pipeline in one command, resumable.

A campaign on a results directory is a sequence of rounds. Each round fuzzes (round 0 with ``--seed``
itself, so it is ``relayreduce fuzz --seed S``; round r with a seed derived from S and r, so a re-run finds
new failures instead of the same ones), triages, minimizes the witness of every new cluster, writes the
GitHub drafts (and the HTML report), and summarizes.

Every phase is idempotent, so "the same command again" after a kill -9 continues: records are content
addressed and written by rename, triage.db commits per batch and reads only what it has not read, a
cluster with a recorded reduction is not minimized again, and a reduction that was killed, or cut short by
the minimize budget (partial), resumes from its checkpoint. The only state of the campaign's own is which
round is open and how far it got (``.campaign-state.json``, replaced atomically): a round killed after its
fuzzing resumes at triage and minimization rather than fuzzing again; one killed while fuzzing keeps the
failures it recorded and the next run starts a new round.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

from .cli_common import BadInput

STATE_FILE = ".campaign-state.json"
FUZZ, MINIMIZE, DONE = "fuzz", "minimize", "done"
#: Clusters listed in the summary; the rest are one `relayreduce triage` away.
SUMMARY_ROWS = 12
#: Known bugs listed in the summary with the clusters they explain, and how much of each note (the report
#: has them all, whole).
EXPLAINED_ROWS, NOTE_CHARS = 6, 110


@dataclass
class CampaignState:
    round: int = -1  # the last round started
    phase: str = DONE  # how far it got
    seed: int = 0  # its fuzzing seed
    fuzz: dict = field(default_factory=dict)  # its fuzzing summary
    skipped: dict = field(default_factory=dict)  # cluster id -> the witness that could not be minimized
    clusters_before: list = field(default_factory=list)  # cluster ids when the round started

    @classmethod
    def load(cls, results_dir: Path) -> "CampaignState":
        path = results_dir / STATE_FILE
        if not path.exists():
            return cls()
        try:
            return cls(**json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError, TypeError) as err:
            raise BadInput(f"{path} is corrupt ({err}); remove it to start a new round") from None

    def save(self, results_dir: Path) -> None:
        results_dir.mkdir(parents=True, exist_ok=True)
        tmp = results_dir / f"{STATE_FILE}.tmp"
        tmp.write_text(json.dumps(asdict(self), indent=1), encoding="utf-8")
        os.replace(tmp, results_dir / STATE_FILE)

    def next_round(self, seed: int, clusters: list[str]) -> "CampaignState":
        number = self.round + 1
        return CampaignState(number, FUZZ, round_seed(seed, number), skipped=self.skipped, clusters_before=clusters)


def round_seed(seed: int, number: int) -> int:
    if number == 0:
        return seed
    return int(np.random.SeedSequence([seed % 2**32, number]).generate_state(1)[0])


def default_report_dir(results_dir: Path) -> Path:
    """NAME.report/ beside the results directory NAME/: never inside it (triage reads every log under it), and
    named after it, so that sibling results directories never share (and overwrite) one report."""
    results_dir = results_dir.resolve()
    return Path(os.path.relpath(results_dir.with_name(f"{results_dir.name}.report")))


def summary(state: CampaignState, resumed: bool, clusters: list, batch, drafts: list[Path], drafts_dir: Path,
            report: Path, explained: dict | None = None) -> dict:
    """What the campaign did and where the results are (``--json``); ``clusters`` are triage summaries,
    ``explained`` the known TVM bugs (known_bugs.Explanation) that explain open clusters, by cluster id."""
    explained = explained or {}
    shown = [c for c in clusters if c.status != "ignored"]
    new_ids = {c.id for c in shown} - set(state.clusters_before)
    return {
        "round": state.round, "seed": state.seed, "resumed": resumed, "fuzz": state.fuzz,
        "clusters": len(shown), "new_clusters": len(new_ids),
        "minimized": sum(c.minimized for c in shown), "minimized_this_run": len(batch.minimized),
        "partial": sum(c.partial for c in shown),
        "not_minimized": [{"cluster": cid, "why": why} for cid, why in batch.skipped],
        "left_for_next_run": batch.left,
        "wrong_results": sum(c.signature.kind == "mismatch" for c in shown),
        "drafts_dir": str(drafts_dir), "drafts": [str(p) for p in drafts],
        "report": str(report),
        "table": [{"id": c.id, "status": c.status, "kind": c.signature.kind, "failures": c.count,
                   "size_before": (c.reduction or {}).get("size_before", c.witness_size),
                   "size_after": (c.reduction or {}).get("size_after"), "partial": c.partial, "new": c.id in new_ids,
                   "signature": c.signature.head(200), "explained_by": _explained(explained.get(c.id))}
                  for c in sorted(shown, key=lambda c: (c.status != "new", c.id in explained, -c.count, c.id))],
    }


def summary_text(doc: dict, results_dir: Path) -> str:
    """The one screen the campaign ends with."""
    fuzz = doc["fuzz"]
    lines = [
        f"campaign round {doc['round']} (seed {doc['seed']}) on {results_dir}"
        + (" (resumed after its fuzzing)" if doc["resumed"] else "")
        + f": {fuzz.get('tests', 0)} tests, {fuzz.get('failures', 0)} failures in {fuzz.get('elapsed_s', 0)}s",
        f"clusters: {doc['clusters']} ({doc['new_clusters']} new this round); "
        f"wrong results (mismatch): {doc['wrong_results']}",
        f"minimized: {doc['minimized']} of {doc['clusters']} ({doc['minimized_this_run']} this run)"
        + (f"; {doc['partial']} cut short by the budget (partial: the next run continues)" if doc["partial"] else "")
        + (f"; {len(doc['not_minimized'])} could not be" if doc["not_minimized"] else "")
        + (f"; {doc['left_for_next_run']} left for the next run" if doc["left_for_next_run"] else ""),
    ]
    rows = [(r["id"], r["kind"] + (f" ({r['status']})" if r["status"] != "new" else _explained_tag(r["explained_by"])),
             str(r["failures"]),
             _size(r), ("* " if r["new"] else "") + r["signature"]) for r in doc["table"][:SUMMARY_ROWS]]
    if rows:
        header = ("CLUSTER", "KIND", "FAILURES", "OPS", "SIGNATURE (* new)")
        widths = [max(len(header[i]), *(len(r[i]) for r in rows)) for i in range(4)]
        for row in [header, *rows]:
            lines.append("  " + "  ".join(cell.ljust(w) for cell, w in zip(row, widths)) + "  " + row[4][:70])
    if len(doc["table"]) > SUMMARY_ROWS:
        lines.append(f"  ... {len(doc['table']) - SUMMARY_ROWS} more: relayreduce triage {results_dir}")
    by_cause: dict[str, list] = {}  # one line per root cause, however many clusters and ops it explains
    for r in doc["table"]:
        if r["explained_by"]:
            e = r["explained_by"]
            line = by_cause.setdefault(e["cause"], [[], _explained_tag(e).strip(" ()"), [], e["note"]])
            line[0].append(r["id"])
            if e["op"] not in line[2]:
                line[2].append(e["op"])
    if by_cause:
        lines.append(f"explained by known TVM bugs or limitations (relayreduce/ops/known_tvm_bugs.toml): "
                     f"{sum(len(ids) for ids, *_ in by_cause.values())} cluster(s), one draft per root cause not "
                     "filed upstream")
        lines += [f"  {' '.join(ids)}  {tag}: {', '.join(ops)}: {note[:NOTE_CHARS]}"
                  for ids, tag, ops, note in list(by_cause.values())[:EXPLAINED_ROWS]]
        if len(by_cause) > EXPLAINED_ROWS:
            lines.append(f"  ... {len(by_cause) - EXPLAINED_ROWS} more root causes: {doc['report']}")
    lines.append(f"drafts: {len(doc['drafts'])} in {doc['drafts_dir']}/")
    lines.append(f"report: {doc['report']}")
    return "\n".join(lines)


def _explained(explanation) -> dict | None:
    if explanation is None:
        return None
    return {"op": explanation.subject, "note": explanation.bug.note, "likely": explanation.likely,
            "limitation": explanation.limitation, "cause": explanation.cause_id, "url": explanation.url}


def _explained_tag(explained: dict | None) -> str:
    if not explained:
        return ""
    return " (limitation)" if explained["limitation"] else " (likely known bug)" if explained["likely"] else " (known bug)"


def _size(row: dict) -> str:
    if row["size_after"] is None:
        return "-" if row["size_before"] is None else str(row["size_before"])
    return f"{row['size_before']} -> {row['size_after']}" + (" (partial)" if row["partial"] else "")
