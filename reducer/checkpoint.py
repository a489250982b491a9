"""Checkpoints: after every accepted step the current case and the driver's position are on disk, so a
reduction killed at any moment (Ctrl-C, kill -9, a lost machine) continues with ``--resume`` exactly where
it stood, and ends with the result an uninterrupted run would have had.

Layout in ``DIR/.checkpoint/``: ``case-N.pkl`` (a case file: read back through the allowlist unpickler) and
``state.json`` naming it. The case is written first and state.json is replaced atomically after, so a kill
between the two leaves the previous, consistent pair.
"""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path

from relayreduce.case import Case, load_case, save_case
from relayreduce.triage import Signature

FORMAT = 1


class CheckpointError(ValueError):
    """A checkpoint exists but cannot be used (corrupt, or for another case)."""


class Checkpoint:
    def __init__(self, directory: str | Path, origin: str, target: Signature, meta: dict | None = None):
        self.dir = Path(directory) / ".checkpoint"
        self.origin, self.target, self.meta = origin, target, meta or {}
        self.count = 0

    def save(self, case: Case, state, stats) -> None:
        self.dir.mkdir(parents=True, exist_ok=True)
        self.count += 1
        name = f"case-{self.count}.pkl"
        save_case(self.dir / name, case)
        record = {"format": FORMAT, "origin": self.origin, "case": name, "count": self.count,
                  "target": self.target.to_dict(), "meta": self.meta,
                  "state": dataclasses.asdict(state), "stats": stats.to_dict()}
        tmp = self.dir / "state.json.tmp"
        tmp.write_text(json.dumps(record, indent=1), encoding="utf-8")
        os.replace(tmp, self.dir / "state.json")
        for old in self.dir.glob("case-*.pkl"):
            if old.name != name:
                old.unlink(missing_ok=True)

    @staticmethod
    def exists(directory: str | Path) -> bool:
        return (Path(directory) / ".checkpoint" / "state.json").exists()

    @staticmethod
    def load(directory: str | Path) -> dict | None:
        """The saved record with its case loaded, or None when there is no checkpoint."""
        path = Path(directory) / ".checkpoint" / "state.json"
        if not Checkpoint.exists(directory):
            return None
        try:
            record = json.loads(path.read_text(encoding="utf-8"))
            record["case"] = load_case(path.parent / record["case"])
            record["target"] = Signature.from_dict(record["target"])
        except (OSError, ValueError, KeyError, TypeError) as err:
            raise CheckpointError(f"checkpoint in {path.parent} is unusable ({err}); remove it to start over") from None
        return record

    def clear(self) -> None:
        for f in self.dir.glob("*"):
            f.unlink(missing_ok=True)
        if self.dir.exists():
            self.dir.rmdir()
