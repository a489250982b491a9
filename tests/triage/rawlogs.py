"""The raw-log corpus of independent scripts (bench/rawlogs), for tests that hold triage to other authors' logs."""

from pathlib import Path

RAWLOGS = Path(__file__).resolve().parents[2] / "bench" / "rawlogs"


def raw_log(record: str, part: str = "main") -> str:
    """The one log of a record of bench/rawlogs/<part>."""
    (path,) = (RAWLOGS / part / "logs" / record).iterdir()
    return path.read_text()
