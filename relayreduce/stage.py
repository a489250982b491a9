"""What a sandboxed task is doing now ("passes", "compile", "run"). A hang leaves no traceback, so this is all
its report can tell about where it hung. The sandbox's child names the file; anywhere else marking is a no-op.

Its own module, not the sandbox's: tvm_adapter marks stages, and the sandbox's warm-up imports tvm_adapter."""

from __future__ import annotations

from pathlib import Path

path: Path | None = None


def mark(stage: str) -> None:
    if path is not None:
        path.write_text(stage, encoding="utf-8")
