"""The raw-log corpus of independent scripts (bench/rawlogs), for tests that hold triage to other authors' logs."""

import shutil
from pathlib import Path

RAWLOGS = Path(__file__).resolve().parents[2] / "bench" / "rawlogs"


def raw_log(record: str, part: str = "main") -> str:
    """The one log of a record of bench/rawlogs/<part>."""
    (path,) = (RAWLOGS / part / "logs" / record).iterdir()
    return path.read_text()


def clusters_of(db) -> dict[str, str]:
    """record (the directory of a log) -> cluster id, from a triage store."""
    from relayreduce.triage import Store

    with Store(db) as store:
        return {path.split("/")[0]: cid for path, cid in store.assignments().items()}


def triaged(root: Path, logs: dict[str, tuple[str, str]]) -> dict[str, str]:
    """name -> cluster id of a fresh triage, in one process, of bench/rawlogs records copied under root/logs,
    given as {name: (part, record)}."""
    from relayreduce.triage import triage_directory

    for name, (part, record) in logs.items():
        shutil.copytree(RAWLOGS / part / "logs" / record, root / "logs" / name)
    return clusters_of(triage_directory(root / "logs", db_path=root / "t.db", jobs=1).db_path)


def groups_of(clusters: dict[str, str], group) -> list[list[str]]:
    """The groups (group(name)) that each cluster holds, each sorted, sorted."""
    out: dict[str, list[str]] = {}
    for name, cid in clusters.items():
        out.setdefault(cid, []).append(group(name))
    return sorted(sorted(names) for names in out.values())
