"""Progress on stderr for long work: one line redrawn in place on a terminal, a plain line every
``interval`` seconds in a log (where carriage returns would pile up into one unreadable line)."""

from __future__ import annotations

import shutil
import sys
import time


class ProgressLine:
    def __init__(self, stream=None, interval: float = 30.0, redraw: float = 0.1, tty: bool | None = None):
        self.stream = stream or sys.stderr
        self.tty = self.stream.isatty() if tty is None else tty
        self.interval = interval if not self.tty else redraw
        self._last = float("-inf")
        self._drawn = False

    def update(self, text: str, force: bool = False) -> None:
        now = time.monotonic()
        if not force and now - self._last < self.interval:
            return
        self._last = now
        if self.tty:
            width = shutil.get_terminal_size((100, 20)).columns - 1
            self.stream.write("\r" + text[:width] + "\x1b[K")
            self._drawn = True
        else:
            self.stream.write(text + "\n")
        self.stream.flush()

    def log(self, text: str) -> None:
        """A permanent line (the redrawn one is cleared first)."""
        self.clear()
        self.stream.write(text + "\n")
        self.stream.flush()

    def clear(self) -> None:
        if self._drawn:
            self.stream.write("\r\x1b[K")
            self._drawn = False
