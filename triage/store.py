"""The persistent triage state, results/triage.db (SQLite, WAL).

Counts, first/last seen and witnesses are not stored but derived from the failures table by query, so they
can never disagree with it; every batch of failures is written in one transaction together with the
clusters and signatures it created. A run killed at any point leaves the database as of its last commit.
"""

from __future__ import annotations

import json
import sqlite3
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator

from .signature import Signature

SCHEMA_VERSION = 5
STATUSES = ("new", "known", "ignored")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS clusters (
    id TEXT PRIMARY KEY,
    seq INTEGER NOT NULL UNIQUE,          -- creation order: ties in similarity go to the older cluster
    rep_key TEXT NOT NULL,
    kind TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'known', 'ignored')),
    url TEXT,
    created_at REAL NOT NULL,
    created_run INTEGER
);
CREATE TABLE IF NOT EXISTS signatures (
    key TEXT PRIMARY KEY,
    cluster_id TEXT NOT NULL REFERENCES clusters(id),
    kind TEXT NOT NULL,
    exception_type TEXT NOT NULL,
    message TEXT NOT NULL,
    top TEXT NOT NULL,
    bottom TEXT NOT NULL,
    score REAL NOT NULL,                  -- similarity to the representative when it joined
    frames TEXT NOT NULL DEFAULT '[]'     -- every frame, innermost first: re-projected when frame stats move
);
CREATE TABLE IF NOT EXISTS failures (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE,
    source TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    sig_key TEXT REFERENCES signatures(key),  -- NULL: the file showed no failure
    cluster_id TEXT REFERENCES clusters(id),
    known_hit INTEGER NOT NULL DEFAULT 0,     -- its cluster was already marked known when it arrived
    kind TEXT,
    exception_type TEXT,
    message TEXT,
    witness_path TEXT,
    witness_size INTEGER,
    seen_at REAL,
    read_at REAL NOT NULL,
    run_id INTEGER,
    warnings TEXT,
    set_aside TEXT                            -- why a file with no failure was set aside
);
CREATE INDEX IF NOT EXISTS failures_cluster ON failures(cluster_id);
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY,
    started_at REAL NOT NULL,
    finished_at REAL,
    params TEXT NOT NULL,
    read INTEGER NOT NULL DEFAULT 0,
    new_clusters INTEGER NOT NULL DEFAULT 0,
    known_hits INTEGER NOT NULL DEFAULT 0
);
-- distinct stacks, the documents of frame_df, with the frames of each complete one and the cluster it joined,
-- for a log cut off inside its traceback to find the cluster whose stacks hold what it kept
CREATE TABLE IF NOT EXISTS stacks (hash TEXT PRIMARY KEY, cluster_id TEXT, kind TEXT, frames TEXT);
CREATE TABLE IF NOT EXISTS frame_df (frame TEXT PRIMARY KEY, df INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS sites (site TEXT PRIMARY KEY, name TEXT NOT NULL);  -- FrameStats.sites
CREATE TABLE IF NOT EXISTS site_messages (  -- FrameStats.site_messages
    file TEXT NOT NULL, message TEXT NOT NULL, name TEXT NOT NULL, PRIMARY KEY (file, message, name));
CREATE TABLE IF NOT EXISTS reductions (
    id INTEGER PRIMARY KEY,
    cluster_id TEXT NOT NULL REFERENCES clusters(id),
    case_path TEXT NOT NULL,
    reduced_path TEXT NOT NULL,
    size_before INTEGER,
    size_after INTEGER,
    info TEXT,
    at REAL NOT NULL
);
"""


class StoreError(Exception):
    """The database cannot be opened or is not a triage database."""


@dataclass
class FailureRow:
    path: str
    source: str
    fingerprint: str
    sig_key: str | None
    cluster_id: str | None
    known_hit: bool
    kind: str | None
    exception_type: str
    message: str
    witness_path: str | None
    witness_size: int | None
    seen_at: float
    warnings: list[str]
    set_aside: str | None = None


@dataclass
class ClusterSummary:
    id: str
    status: str
    url: str | None
    signature: Signature
    count: int
    known_hits: int
    first_seen: float | None
    last_seen: float | None
    witness_path: str | None
    witness_size: int | None
    created_at: float
    #: The latest reduction of the cluster's witness: {"reduced_path", "size_before", "size_after", "info"}.
    reduction: dict | None = None

    @property
    def partial(self) -> bool:
        """The latest reduction was cut short by its time budget: smaller, but not minimal, and due again."""
        return bool(self.reduction and self.reduction["info"].get("out_of_time"))

    @property
    def minimized(self) -> bool:
        return self.reduction is not None and not self.partial

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "status": self.status,
            "url": self.url,
            "count": self.count,
            "known_hits": self.known_hits,
            "kind": self.signature.kind,
            "signature": self.signature.to_dict(),
            "head": self.signature.head(200),
            "first_seen": self.first_seen,
            "last_seen": self.last_seen,
            "witness": self.witness_path,
            "witness_size": self.witness_size,
            "reduction": self.reduction,
            "minimized": self.minimized,
            "partial": self.partial,
        }


def _signature(cols) -> Signature:
    kind, exc, message, top, bottom, frames = cols
    return Signature(kind, exc, message, tuple(json.loads(top)), tuple(json.loads(bottom)), tuple(json.loads(frames)))


def _dumps(v) -> str:
    return json.dumps(v, separators=(",", ":"))


class Store:
    def __init__(self, path: str | Path):
        self.path = Path(path)
        try:
            # autocommit mode: transactions are opened explicitly, with transaction()
            self.db = sqlite3.connect(str(self.path), isolation_level=None, timeout=30)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.execute("PRAGMA foreign_keys=ON")
            self._migrate()
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"{self.path} is not a usable triage database ({exc})") from None

    def close(self) -> None:
        self.db.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, taken at once (BEGIN IMMEDIATE, so that a second writer waits instead of
        failing mid-way), rolled back on any exception."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield self.db
            self.db.execute("COMMIT")
        except BaseException:
            self.db.execute("ROLLBACK")
            raise

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _migrate(self) -> None:
        has_meta = self.db.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name='meta'").fetchone()
        if has_meta:
            row = self.db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
            version = int(row[0]) if row is not None and str(row[0]).isdigit() else None
            if version in (1, 2, 3, 4):
                self._upgrade_from(version)
            elif version != SCHEMA_VERSION:
                raise StoreError(f"{self.path} has schema {row and row[0]}, this triage writes {SCHEMA_VERSION}")
            return
        tables = self.db.execute("SELECT name FROM sqlite_master WHERE type='table'").fetchall()
        if tables:
            raise StoreError(f"{self.path} is an SQLite file but not a triage database")
        with self.transaction():
            self._create_missing_tables()
            self.db.execute("INSERT INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))

    def _create_missing_tables(self) -> None:
        # every statement of _SCHEMA is CREATE ... IF NOT EXISTS: it creates a new store and completes an old one
        for stmt in _SCHEMA.split(";"):
            if stmt.strip():
                self.db.execute(stmt)

    def _upgrade_from(self, version: int) -> None:
        """Schema 1 lacked frame statistics, stored frames and set-aside reasons; its clusters keep their ids,
        and their representatives have no frames to re-project (they are compared as stored). Schema 2
        lacked the named sites, schema 3 the stacks' frames (its stacks have none: their signatures' stand in),
        schema 4 the messages of the named sites."""
        with self.transaction():
            if version == 1:
                self.db.execute("ALTER TABLE signatures ADD COLUMN frames TEXT NOT NULL DEFAULT '[]'")
                self.db.execute("ALTER TABLE failures ADD COLUMN set_aside TEXT")
            self._create_missing_tables()
            have = {r[1] for r in self.db.execute("PRAGMA table_info(stacks)")}
            for column in ("cluster_id", "kind", "frames"):
                if column not in have:
                    self.db.execute(f"ALTER TABLE stacks ADD COLUMN {column} TEXT")
            self.db.execute("UPDATE meta SET value=? WHERE key='schema_version'", (str(SCHEMA_VERSION),))

    # -- meta ------------------------------------------------------------------------------------------
    def get_meta(self, key: str) -> str | None:
        row = self.db.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        self.db.execute("INSERT INTO meta VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value=excluded.value", (key, value))

    # -- reading state ---------------------------------------------------------------------------------
    def fingerprints(self) -> dict[str, str]:
        return dict(self.db.execute("SELECT path, fingerprint FROM failures"))

    def clusters_in_order(self) -> list[tuple[str, Signature, str]]:
        """(id, representative signature, status) in creation order."""
        rows = self.db.execute(
            "SELECT c.id, s.kind, s.exception_type, s.message, s.top, s.bottom, s.frames, c.status "
            "FROM clusters c JOIN signatures s ON s.key = c.rep_key ORDER BY c.seq"
        )
        return [(r[0], _signature(r[1:7]), r[7]) for r in rows]

    def stack_hashes(self) -> set[str]:
        return {r[0] for r in self.db.execute("SELECT hash FROM stacks")}

    def frame_counts(self) -> tuple[int, dict[str, int]]:
        """(documents, {frame: document frequency}) of the frame statistics."""
        docs = self.db.execute("SELECT COUNT(*) FROM stacks").fetchone()[0]
        return docs, dict(self.db.execute("SELECT frame, df FROM frame_df"))

    def sites(self) -> dict[str, str]:
        """{site frame: name} (FrameStats.sites)."""
        return dict(self.db.execute("SELECT site, name FROM sites"))

    def site_messages(self) -> list[tuple[str, str, str]]:
        """(file, message, name) triples (FrameStats.site_messages)."""
        return list(self.db.execute("SELECT file, message, name FROM site_messages"))

    def set_asides(self) -> list[tuple[str, str]]:
        """(path, reason) of every file read that showed no failure."""
        return list(self.db.execute(
            "SELECT path, COALESCE(set_aside, 'no failure') FROM failures WHERE sig_key IS NULL ORDER BY path"))

    def read_warnings(self) -> list[tuple[str, list[str]]]:
        """(path, warnings) of every file whose reading lost something: bytes not UTF-8, a file cut to its
        ends, a failure.json that was not JSON. A failure was still signed from what was left."""
        return [(path, json.loads(w)) for path, w in self.db.execute(
            "SELECT path, warnings FROM failures WHERE warnings IS NOT NULL AND sig_key IS NOT NULL ORDER BY path")]

    def member_stacks(self) -> Iterator[tuple[str, str, tuple[str, ...]]]:
        """(cluster id, kind, frames) of every distinct complete stack in a cluster (a stack may come twice).
        The signatures' own stacks come too: a store made before stacks kept their frames has only those."""
        for cid, kind, frames in self.db.execute("SELECT cluster_id, kind, frames FROM stacks WHERE frames IS NOT NULL"):
            yield cid, kind, tuple(json.loads(frames))
        for cid, sig in self.member_signatures():
            if sig.complete_stack:
                yield cid, sig.kind, sig.frames

    def member_signatures(self) -> Iterator[tuple[str, Signature]]:
        """(cluster id, signature) of every distinct signature in a cluster."""
        rows = self.db.execute(
            "SELECT cluster_id, kind, exception_type, message, top, bottom, frames FROM signatures")
        return ((r[0], _signature(r[1:])) for r in rows)

    def signature_map(self) -> dict[str, str]:
        return dict(self.db.execute("SELECT key, cluster_id FROM signatures"))

    def statuses(self) -> dict[str, str]:
        return dict(self.db.execute("SELECT id, status FROM clusters"))

    # -- runs ------------------------------------------------------------------------------------------
    def start_run(self, params: dict) -> int:
        cur = self.db.execute("INSERT INTO runs (started_at, params) VALUES (?, ?)", (time.time(), _dumps(params)))
        return int(cur.lastrowid)

    def finish_run(self, run_id: int) -> None:
        self.db.execute("UPDATE runs SET finished_at=? WHERE id=?", (time.time(), run_id))

    # -- writing ---------------------------------------------------------------------------------------
    def write_batch(
        self,
        run_id: int,
        new_clusters: Iterable[tuple[str, Signature]],
        new_signatures: Iterable[tuple[Signature, str, float]],
        failures: Iterable[FailureRow],
        new_stacks: Iterable[tuple[str, str | None, str, tuple[str, ...] | None]] = (),
        df_delta: dict[str, int] | None = None,
        new_sites: dict[str, str] | None = None,
        new_reps: dict[str, str] | None = None,
        new_site_messages: Iterable[tuple[str, str, str]] = (),
    ) -> None:
        """One transaction: the clusters and signatures a batch created, the batch's failures, the
        frame statistics they moved and the clusters whose representative changed ({id: signature key})."""
        now = time.time()
        new_clusters = list(new_clusters)
        failures = list(failures)
        db = self.db
        with self.transaction():
            seq = db.execute("SELECT COALESCE(MAX(seq), 0) FROM clusters").fetchone()[0]
            db.executemany(
                "INSERT INTO clusters (id, seq, rep_key, kind, created_at, created_run) VALUES (?, ?, ?, ?, ?, ?)",
                [(cid, seq + i + 1, sig.key, sig.kind, now, run_id) for i, (cid, sig) in enumerate(new_clusters)],
            )
            db.executemany(
                "INSERT INTO signatures VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(key) DO NOTHING",
                [
                    (s.key, cid, s.kind, s.exception_type, s.message, _dumps(list(s.top)), _dumps(list(s.bottom)), score,
                     _dumps(list(s.frames)))
                    for s, cid, score in new_signatures
                ],
            )
            db.executemany("INSERT INTO stacks VALUES (?, ?, ?, ?) ON CONFLICT(hash) DO NOTHING",
                           [(h, cid, kind, None if frames is None else _dumps(list(frames)))
                            for h, cid, kind, frames in new_stacks])
            db.executemany(
                "INSERT INTO frame_df VALUES (?, ?) ON CONFLICT(frame) DO UPDATE SET df = df + excluded.df",
                list((df_delta or {}).items()),
            )
            db.executemany("INSERT INTO sites VALUES (?, ?) ON CONFLICT(site) DO NOTHING", list((new_sites or {}).items()))
            db.executemany("INSERT INTO site_messages VALUES (?, ?, ?) ON CONFLICT DO NOTHING", list(new_site_messages))
            db.executemany("UPDATE clusters SET rep_key=? WHERE id=?", [(k, cid) for cid, k in (new_reps or {}).items()])
            db.executemany(
                "INSERT INTO failures (path, source, fingerprint, sig_key, cluster_id, known_hit, kind, "
                "exception_type, message, witness_path, witness_size, seen_at, read_at, run_id, warnings, set_aside) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(path) DO UPDATE SET "
                "source=excluded.source, fingerprint=excluded.fingerprint, sig_key=excluded.sig_key, "
                "cluster_id=excluded.cluster_id, known_hit=excluded.known_hit, kind=excluded.kind, "
                "exception_type=excluded.exception_type, message=excluded.message, "
                "witness_path=excluded.witness_path, witness_size=excluded.witness_size, "
                "seen_at=excluded.seen_at, read_at=excluded.read_at, run_id=excluded.run_id, warnings=excluded.warnings, "
                "set_aside=excluded.set_aside",
                [
                    (
                        f.path, f.source, f.fingerprint, f.sig_key, f.cluster_id, int(f.known_hit), f.kind,
                        f.exception_type, f.message, f.witness_path, f.witness_size, f.seen_at, now, run_id,
                        _dumps(f.warnings) if f.warnings else None, f.set_aside,
                    )
                    for f in failures
                ],
            )
            db.execute(
                "UPDATE runs SET read = read + ?, new_clusters = new_clusters + ?, known_hits = known_hits + ? WHERE id=?",
                (len(failures), len(new_clusters), sum(f.known_hit for f in failures), run_id),
            )

    def forget(self, log_paths: Iterable[str]) -> None:
        """Drop the failures read from these files: the one at a file's path, and those at `<path>::<test>`
        (readers.read_failures). A range, not LIKE, so that the path index serves it and `_` or `%` in a path
        mean themselves; ';' is the character after ':'."""
        rows = [(p, p + "::", p + ":;") for p in log_paths]
        if rows:
            with self.transaction():
                self.db.executemany("DELETE FROM failures WHERE path = ? OR (path > ? AND path < ?)", rows)

    # -- statuses --------------------------------------------------------------------------------------
    def resolve(self, ident: str) -> str:
        """A cluster id from an id or a unique prefix of one."""
        rows = [r[0] for r in self.db.execute("SELECT id FROM clusters WHERE id LIKE ? || '%'", (ident,))]
        if ident in rows:
            return ident
        if len(rows) == 1:
            return rows[0]
        if not rows:
            raise KeyError(f"no cluster {ident!r} in {self.path}")
        raise KeyError(f"cluster id {ident!r} is ambiguous: {', '.join(sorted(rows)[:5])}")

    def set_status(self, ident: str, status: str, url: str | None = None) -> str:
        if status not in STATUSES:
            raise ValueError(f"status must be one of {STATUSES}")
        cid = self.resolve(ident)
        self.db.execute("UPDATE clusters SET status=?, url=? WHERE id=?", (status, url, cid))
        return cid

    def record_reduction(self, cluster_id: str, case_path: str, reduced_path: str,
                         size_before: int | None = None, size_after: int | None = None, info: dict | None = None) -> None:
        cid = self.resolve(cluster_id)
        self.db.execute(
            "INSERT INTO reductions (cluster_id, case_path, reduced_path, size_before, size_after, info, at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (cid, case_path, reduced_path, size_before, size_after, _dumps(info or {}), time.time()),
        )

    def reductions(self, cluster_id: str) -> list[dict]:
        cid = self.resolve(cluster_id)
        cols = ("case_path", "reduced_path", "size_before", "size_after", "info", "at")
        rows = self.db.execute(f"SELECT {', '.join(cols)} FROM reductions WHERE cluster_id=? ORDER BY id", (cid,))
        return [dict(zip(cols, r)) | {"info": json.loads(r[4] or "{}")} for r in rows]

    # -- queries ---------------------------------------------------------------------------------------
    def summaries(self) -> list[ClusterSummary]:
        """Every cluster that holds a failure, with its derived count, known hits, first/last seen and witness.
        A cluster whose every log was overwritten by a later failure of another cluster is left out: it has
        nothing to show or minimize, yet keeps its id and marks should its failure come back.

        The witness is the failure with the smallest program (ties: the earliest seen, then by path)."""
        rows = self.db.execute(
            """
            WITH agg AS (
                SELECT cluster_id, COUNT(*) AS n, SUM(known_hit) AS hits, MIN(seen_at) AS first, MAX(seen_at) AS last
                FROM failures WHERE cluster_id IS NOT NULL GROUP BY cluster_id
            ), wit AS (
                SELECT cluster_id, witness_path, witness_size, ROW_NUMBER() OVER (
                    PARTITION BY cluster_id ORDER BY witness_size IS NULL, witness_size, seen_at, path) AS rk
                FROM failures WHERE cluster_id IS NOT NULL AND witness_path IS NOT NULL
            ), red AS (
                SELECT cluster_id, reduced_path, size_before, size_after, info,
                       ROW_NUMBER() OVER (PARTITION BY cluster_id ORDER BY id DESC) AS rk
                FROM reductions
            )
            SELECT c.id, c.status, c.url, s.kind, s.exception_type, s.message, s.top, s.bottom, s.frames,
                   agg.n, agg.hits, agg.first, agg.last,
                   wit.witness_path, wit.witness_size, c.created_at,
                   red.reduced_path, red.size_before, red.size_after, red.info
            FROM clusters c JOIN signatures s ON s.key = c.rep_key
            JOIN agg ON agg.cluster_id = c.id
            LEFT JOIN wit ON wit.cluster_id = c.id AND wit.rk = 1
            LEFT JOIN red ON red.cluster_id = c.id AND red.rk = 1
            ORDER BY c.seq
            """
        )
        return [
            ClusterSummary(
                id=r[0], status=r[1], url=r[2], signature=_signature(r[3:9]),
                count=r[9], known_hits=r[10], first_seen=r[11], last_seen=r[12],
                witness_path=r[13], witness_size=r[14], created_at=r[15],
                reduction=None if r[16] is None else {"reduced_path": r[16], "size_before": r[17],
                                                      "size_after": r[18], "info": json.loads(r[19] or "{}")},
            )
            for r in rows
        ]

    def members(self, cluster_id: str) -> list[str]:
        cid = self.resolve(cluster_id)
        return [r[0] for r in self.db.execute("SELECT path FROM failures WHERE cluster_id=? ORDER BY path", (cid,))]

    def member_failures(self, per_cluster: int | None = None) -> Iterator[tuple]:
        """(cluster id, path, seen_at, exception_type, message) of every clustered failure, by cluster, then
        first seen; with per_cluster, only the first that many of each cluster. A cursor, not a list: a
        campaign may have a hundred thousand."""
        rows = self.db.execute(
            "SELECT cluster_id, path, seen_at, exception_type, message FROM ("
            "  SELECT *, ROW_NUMBER() OVER (PARTITION BY cluster_id ORDER BY seen_at, path) AS rk"
            "  FROM failures WHERE cluster_id IS NOT NULL"
            ") WHERE ? IS NULL OR rk <= ? ORDER BY cluster_id, rk", (per_cluster, per_cluster))
        yield from rows

    def failure_times(self) -> list[float]:
        """When each clustered failure was seen, in order."""
        return [r[0] for r in self.db.execute(
            "SELECT seen_at FROM failures WHERE cluster_id IS NOT NULL AND seen_at IS NOT NULL ORDER BY seen_at")]

    def assignments(self) -> dict[str, str | None]:
        """path -> cluster id for every failure read (None: no failure in that file), in the order they were read."""
        return dict(self.db.execute("SELECT path, cluster_id FROM failures ORDER BY id"))

    def count_failures(self) -> int:
        return self.db.execute("SELECT COUNT(*) FROM failures").fetchone()[0]

    # -- re-clustering ---------------------------------------------------------------------------------
    def clear_clusters(self) -> tuple[dict[str, str], dict[str, tuple[str, str | None]], list[tuple]]:
        """Forget every cluster, signature and failure (for --recluster), keeping what a user said about the
        clusters: returns ({path: old cluster}, {old cluster: (status, url)}, reduction rows), which
        carry_over() maps onto the clusters that re-reading the failures founds."""
        paths = {p: c for p, c in self.db.execute("SELECT path, cluster_id FROM failures WHERE cluster_id IS NOT NULL")}
        statuses = {c: (st, url) for c, st, url in self.db.execute("SELECT id, status, url FROM clusters WHERE status != 'new'")}
        reductions = list(self.db.execute(
            "SELECT cluster_id, case_path, reduced_path, size_before, size_after, info, at FROM reductions ORDER BY id"))
        with self.transaction():
            for table in ("reductions", "failures", "signatures", "clusters", "stacks", "frame_df", "sites", "site_messages"):
                self.db.execute(f"DELETE FROM {table}")
        return paths, statuses, reductions

    def carry_over(self, old_paths: dict[str, str], statuses: dict, reductions: list[tuple]) -> dict[str, str]:
        """Map each old cluster to the new cluster that most of its failures joined, and move its status and
        reductions there. Returns {old id: new id}."""
        new_paths = self.assignments()
        votes: dict[str, dict[str, int]] = {}
        for path, old in old_paths.items():
            new = new_paths.get(path)
            if new is not None:
                votes.setdefault(old, {}).setdefault(new, 0)
                votes[old][new] += 1
        mapping = {old: max(sorted(v), key=v.__getitem__) for old, v in votes.items()}
        with self.transaction():
            for old, (status, url) in statuses.items():
                if old in mapping:
                    self.db.execute("UPDATE clusters SET status=?, url=? WHERE id=? AND status='new'",
                                    (status, url, mapping[old]))
            self.db.executemany(
                "INSERT INTO reductions (cluster_id, case_path, reduced_path, size_before, size_after, info, at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(mapping[r[0]],) + tuple(r[1:]) for r in reductions if r[0] in mapping],
            )
        return mapping
