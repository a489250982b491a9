"""Finding and reading failures: our results/<id>/ directories and foreign trees of logs.

Scanning only stats files, so that a re-run can skip what it has read before without opening it. Reading
never raises for bad input: unreadable, binary, non-UTF-8 or huge files become warnings on the record.
case.pkl is never opened (never unpickle): only its path and size are recorded.
"""

from __future__ import annotations

import codecs
import fnmatch
import json
import os
from dataclasses import dataclass, field, replace
from pathlib import Path

from .parse import pytest_failures
from .signature import KINDS

FAILURE_JSON = "failure.json"
WITNESS = "case.pkl"
LOG_PATTERNS = ("*.log", "stderr*", "*.txt")
HUGE_FILE = 10 * 1024 * 1024
HEAD_BYTES = 2 * 1024 * 1024
TAIL_BYTES = 4 * 1024 * 1024
# Files triage itself writes, or that other stages leave next to failures, are not failures.
_SKIP_NAMES = {"triage.db", "triage.db-wal", "triage.db-shm", "triage.db-journal", "reduction.json"}
# joins a log's path and the name of one failed test of the pytest session it holds: that failure's path
SUBFAILURE = "::"
_META_FIELDS = ("case_id", "oracle", "exit_code", "signal", "duration", "duration_s", "tvm_version", "tvm_commit")


@dataclass(frozen=True)
class Candidate:
    """A failure found by scanning, not yet read. path is its id: relative to the scanned root."""

    path: str
    source: str  # "results" (a directory with failure.json) or "log" (one foreign log file)
    files: tuple[str, ...]  # absolute paths of the files that would be read
    fingerprint: str  # mtime and size of those files: equal fingerprint, nothing to re-read
    mtime: float


@dataclass
class FailureRecord:
    path: str
    source: str
    fingerprint: str
    seen_at: float
    kind: str | None = None
    exception_type: str = ""
    message: str = ""
    traceback: str = ""
    stderr: str = ""
    witness_path: str | None = None
    witness_size: int | None = None
    meta: dict = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)

    @property
    def has_text(self) -> bool:
        return bool(self.kind or self.exception_type or self.message or self.traceback or self.stderr)


def _is_log(name: str) -> bool:
    return any(fnmatch.fnmatch(name, p) for p in LOG_PATTERNS)


def _fingerprint(stats: list[tuple[str, os.stat_result]]) -> tuple[str, float]:
    parts = [f"{name}:{st.st_mtime_ns}:{st.st_size}" for name, st in stats]
    return "|".join(parts), max(st.st_mtime for _, st in stats)


def scan(root: str | Path) -> list[Candidate]:
    """Every failure under root, sorted by path so that runs see them in one order. Only stats files."""
    root = os.path.abspath(root)
    found: list[Candidate] = []
    stack = [(root, "")]
    while stack:
        dirpath, rel_dir = stack.pop()
        try:
            with os.scandir(dirpath) as it:
                entries = list(it)
        except OSError:
            continue  # vanished or unreadable directory: nothing to triage there
        files, subdirs = {}, []
        for e in entries:
            try:
                if e.is_dir(follow_symlinks=False):
                    if not e.name.startswith("."):  # .tmp-* are records still being written
                        subdirs.append((e.path, f"{rel_dir}/{e.name}" if rel_dir else e.name))
                elif e.is_file():
                    files[e.name] = e
            except OSError:
                continue
        if FAILURE_JSON not in files:
            stack.extend(subdirs)
        else:
            # one of ours: the directory is the failure; what is below it (reductions) is not
            stats = _stats([files[n] for n in (FAILURE_JSON, "stderr.txt", "stdout.txt") if n in files])
            if stats:
                fp, mtime = _fingerprint(stats)
                found.append(Candidate(rel_dir or ".", "results", tuple(files[n].path for n, _ in stats), fp, mtime))
            continue
        for name, e in files.items():
            if name in _SKIP_NAMES or name.startswith(".") or not _is_log(name):
                continue
            stats = _stats([e])
            if stats:
                fp, mtime = _fingerprint(stats)
                found.append(Candidate(f"{rel_dir}/{name}" if rel_dir else name, "log", (e.path,), fp, mtime))
    found.sort(key=lambda c: c.path)
    return found


def _stats(entries) -> list[tuple[str, os.stat_result]]:
    out = []
    for e in entries:
        try:
            out.append((e.name, e.stat()))
        except OSError:
            continue  # removed since the directory was listed
    return out


def read_text(path: str, warnings: list[str]) -> str | None:
    """A text file, or None (with a warning) when it is unreadable or binary. Huge files: head and tail."""
    name = os.path.basename(path)
    try:
        size = os.path.getsize(path)
        with open(path, "rb") as fh:
            if size >= HUGE_FILE:
                head = fh.read(HEAD_BYTES)
                fh.seek(max(size - TAIL_BYTES, HEAD_BYTES))
                data = head + b"\n[... triage skipped the middle of this file ...]\n" + fh.read()
                warnings.append(f"{name}: {size} bytes, read only its first and last MBs")
            else:
                data = fh.read()
    except OSError as exc:
        warnings.append(f"{name}: unreadable ({exc.strerror or exc})")
        return None
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        # PowerShell's `>` and Out-File write UTF-16 with a byte-order mark: text, though full of NUL bytes
        return data.decode("utf-16", errors="replace")
    if b"\x00" in data[:8192]:
        warnings.append(f"{name}: binary, skipped")
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        warnings.append(f"{name}: not UTF-8, undecodable bytes replaced")
        return data.decode("utf-8", errors="replace")


def _witness(dirpath: str, root: str, program_size) -> tuple[str | None, int | None]:
    pkl = os.path.join(dirpath, WITNESS)
    try:
        pkl_size = os.path.getsize(pkl)
    except OSError:
        return None, None
    size = program_size if isinstance(program_size, int) and not isinstance(program_size, bool) else pkl_size
    return os.path.relpath(pkl, root).replace(os.sep, "/"), size


def _as_text(value) -> str:
    if value is None:
        return ""
    if isinstance(value, list):  # some harnesses store traceback lines as a list
        return "".join(str(v) for v in value)
    return str(value)


def read(candidate: Candidate, root: str | Path) -> FailureRecord:
    root = os.path.abspath(root)
    rec = FailureRecord(candidate.path, candidate.source, candidate.fingerprint, candidate.mtime)
    texts = {os.path.basename(f): f for f in candidate.files}
    if candidate.source == "log":
        rec.stderr = read_text(candidate.files[0], rec.warnings) or ""
        rec.witness_path, rec.witness_size = _witness(os.path.dirname(candidate.files[0]), root, None)
        return rec
    data = None
    raw = read_text(texts[FAILURE_JSON], rec.warnings)
    if raw is not None:
        try:
            data = json.loads(raw)
        except ValueError:
            rec.warnings.append("failure.json: not valid JSON, using the logs")
        if data is not None and not isinstance(data, dict):
            rec.warnings.append("failure.json: not a JSON object, using the logs")
            data = None
    data = data or {}
    kind = data.get("kind")
    if kind is not None and kind not in KINDS:
        rec.warnings.append(f"failure.json: unknown kind {kind!r}, inferring it")
        kind = None
    rec.kind = kind
    rec.exception_type = _as_text(data.get("exception_type"))
    rec.message = _as_text(data.get("message"))
    rec.traceback = _as_text(data.get("traceback"))
    rec.meta = {k: data[k] for k in _META_FIELDS if k in data}
    if "stderr.txt" in texts:
        rec.stderr = read_text(texts["stderr.txt"], rec.warnings) or ""
    if not (rec.traceback or rec.stderr) and "stdout.txt" in texts:
        rec.stderr = read_text(texts["stdout.txt"], rec.warnings) or ""
    dirpath = os.path.dirname(texts[FAILURE_JSON])
    rec.witness_path, rec.witness_size = _witness(dirpath, root, data.get("program_size"))
    return rec


def read_failures(candidate: Candidate, root: str | Path) -> list[FailureRecord]:
    """The failures a candidate holds: one, or, for a log of a pytest session in which several tests failed,
    one per failed test, each at `<log path>::<test>` (see parse.pytest_failures)."""
    rec = read(candidate, root)
    tests = pytest_failures(rec.stderr) if candidate.source == "log" and rec.stderr else []
    if not tests:
        return [rec]
    # the file's warnings go with its first failure only, so that a summary counts them once
    return [replace(rec, path=f"{rec.path}{SUBFAILURE}{name}", stderr=text, warnings=rec.warnings if i == 0 else [])
            for i, (name, text) in enumerate(tests)]


def log_path(record_path: str) -> str:
    """The path of the file a failure was read from (see read_failures)."""
    return record_path.split(SUBFAILURE, 1)[0]
