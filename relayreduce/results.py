"""Failure records: ``results/<case-id>/`` as the results-directory contract in ARCHITECTURE.md describes.

A record is built in a hidden temp directory inside ``results_dir`` and renamed into place, so a reader
(triage running beside a fuzzer) sees either no record or a complete one. The case id is a content hash, so
writing the same failure twice is a no-op, not a duplicate.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from datetime import datetime, timezone
from functools import lru_cache
from pathlib import Path

from .case import Case, save_case
from .ir import fingerprint, size

SCHEMA_VERSION = 1
CAMPAIGN_LOG = "campaign.jsonl"
FAILURE_KINDS = ("crash", "exception", "segfault", "timeout", "oom", "mismatch")
_REQUIRED = {
    "kind": str, "exception_type": (str, type(None)), "message": str, "traceback": str, "oracle": str,
    "exit_code": (int, type(None)), "signal": (str, type(None)), "duration_s": (int, float),
    "tvm_version": str, "tvm_commit": str, "program_size": int, "case_id": str, "created": str,
}


class FailureRecordError(ValueError):
    """A failure record cannot be read; the message says which file and why."""


_TMP_PREFIX = ".tmp-"


def case_id(case: Case, oracle_name: str) -> str:
    """Stable across runs and machines: program structure, oracle and input contents, nothing else."""
    h = hashlib.sha256()
    for part in (fingerprint(case.program), oracle_name, repr(case.oracle), *(c.digest() for c in case.inputs)):
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()[:16]


@lru_cache(maxsize=1)
def _local_environment() -> dict:
    from . import tvm_adapter  # imports TVM: only when the case does not say which TVM produced it

    return tvm_adapter.environment()


def _tvm_info(case: Case) -> tuple[str, str]:
    env = case.environment or {}
    if "tvm_version" not in env:
        env = _local_environment()
    return str(env.get("tvm_version", "unknown")), str(env.get("tvm_commit", "unknown"))


def _outcome_fields(outcome) -> dict:
    d = outcome if isinstance(outcome, dict) else outcome.to_dict()
    return {k: d.get(k) for k in ("kind", "exception_type", "message", "traceback", "exit_code", "signal",
                                  "duration_s", "stdout", "stderr", "stage")}


def write_failure(results_dir, case: Case, outcome, oracle_name: str, extra: dict | None = None) -> Path:
    """Write ``results_dir/<case-id>/`` (case.pkl, failure.json, stderr.txt, stdout.txt); returns its path.

    ``outcome`` is a sandbox ``Outcome`` or a dict with the same fields (an oracle reporting a mismatch).
    """
    results_dir = Path(results_dir)
    results_dir.mkdir(parents=True, exist_ok=True)
    cid = case_id(case, oracle_name)
    final = results_dir / cid
    if final.exists():
        return final

    o = _outcome_fields(outcome)
    if o["kind"] not in FAILURE_KINDS:
        raise ValueError(f"not a failure kind: {o['kind']!r} (expected one of {', '.join(FAILURE_KINDS)})")
    tvm_version, tvm_commit = _tvm_info(case)
    record = {
        "schema_version": SCHEMA_VERSION,
        "case_id": cid,
        "kind": o["kind"],
        "exception_type": o["exception_type"],
        "message": o["message"] or "",
        "traceback": o["traceback"] or "",
        "oracle": oracle_name,
        "exit_code": o["exit_code"],
        "signal": o["signal"],
        "duration_s": float(o["duration_s"] or 0.0),
        "stage": o["stage"],
        "tvm_version": tvm_version,
        "tvm_commit": tvm_commit,
        "program_size": size(case.program),
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "extra": extra or {},
    }

    # the writer's pid in the name tells a write under way from one a killed process left behind
    tmp = Path(tempfile.mkdtemp(dir=results_dir, prefix=f"{_TMP_PREFIX}{os.getpid()}-{cid}-"))
    try:
        save_case(tmp / "case.pkl", case)
        (tmp / "failure.json").write_text(json.dumps(record, indent=2, default=str) + "\n", encoding="utf-8")
        (tmp / "stderr.txt").write_text(o["stderr"] or "", encoding="utf-8", errors="replace")
        (tmp / "stdout.txt").write_text(o["stdout"] or "", encoding="utf-8", errors="replace")
        os.chmod(tmp, 0o755)  # mkdtemp makes it private; a record should read like any other directory
        try:
            os.rename(tmp, final)
        except OSError:
            if not final.is_dir():
                raise
            # Another writer got there first with the same content hash: theirs is as good as ours.
            shutil.rmtree(tmp, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return final


def remove_interrupted_writes(results_dir) -> int:
    """Delete the temporary directories of record writes whose process is gone (killed before its rename,
    the write's commit point: never a record). Returns how many."""
    removed = 0
    for tmp in Path(results_dir).glob(f"{_TMP_PREFIX}*"):
        pid = tmp.name[len(_TMP_PREFIX):].partition("-")[0]
        if tmp.is_dir() and not (pid.isdigit() and _alive(int(pid))):
            shutil.rmtree(tmp, ignore_errors=True)
            removed += 1
    return removed


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process
    return True


def read_failure(directory) -> dict:
    """Load and validate ``directory/failure.json``; raises FailureRecordError with a one-line reason."""
    path = Path(directory) / "failure.json"
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise FailureRecordError(f"{path} does not exist") from None
    except (OSError, UnicodeDecodeError) as err:
        raise FailureRecordError(f"cannot read {path}: {err}") from None
    try:
        record = json.loads(text)
    except json.JSONDecodeError as err:
        raise FailureRecordError(f"{path} is corrupt: {err.msg} at line {err.lineno} column {err.colno}") from None
    if not isinstance(record, dict):
        raise FailureRecordError(f"{path} is corrupt: expected a JSON object, found {type(record).__name__}")
    for key, types in _REQUIRED.items():
        if key not in record:
            raise FailureRecordError(f"{path} is missing the field {key!r}")
        if not isinstance(record[key], types) or isinstance(record[key], bool):
            raise FailureRecordError(f"{path} has a bad {key!r}: {record[key]!r}")
    if record["kind"] not in FAILURE_KINDS:
        raise FailureRecordError(f"{path} has an unknown kind {record['kind']!r}")
    return record


def append_run_summary(results_dir, summary: dict) -> Path:
    """Add one fuzzing run's summary as a JSON line to ``results_dir/campaign.jsonl``. Appending, not
    rewriting: a run that re-uses a results directory adds to the campaign, and a report sums the lines."""
    path = Path(results_dir) / CAMPAIGN_LOG
    path.parent.mkdir(parents=True, exist_ok=True)
    line = json.dumps(summary, default=str, separators=(",", ":")).encode() + b"\n"
    with path.open("ab+") as log:
        end = log.seek(0, os.SEEK_END)
        if end:
            log.seek(end - 1)
            if log.read(1) != b"\n":
                line = b"\n" + line  # a run killed while writing left half a line: keep it off ours
        log.write(line)
    return path
