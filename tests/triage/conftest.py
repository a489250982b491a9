"""Shared fixtures for the triage tests: real TVM 0.27 traces and results-style directories built from them."""

import json
import os
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def fixture_text():
    def read(name: str) -> str:
        return (FIXTURES / name).read_text()

    return read


@pytest.fixture
def make_result(tmp_path):
    """make_result(case_id, kind=..., stderr=..., **failure_fields) -> the case directory."""

    def make(case_id: str, kind: str = "exception", stderr: str = "", root: Path | None = None,
             pkl: bytes | None = None, mtime: float | None = None, **fields) -> Path:
        d = (root or tmp_path / "results") / case_id
        d.mkdir(parents=True, exist_ok=True)
        failure = {"kind": kind, "exception_type": "", "message": "", "traceback": "", "oracle": "crash",
                   "exit_code": 1, "duration": 0.5, "tvm_version": "0.27.0", "tvm_commit": "abc"} | fields
        (d / "failure.json").write_text(json.dumps(failure))
        (d / "stderr.txt").write_text(stderr)
        (d / "stdout.txt").write_text("")
        if pkl is not None:
            (d / "case.pkl").write_bytes(pkl)
        if mtime is not None:
            for f in d.iterdir():
                os.utime(f, (mtime, mtime))
        return d

    return make
