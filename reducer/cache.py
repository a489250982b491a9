"""Verdicts keyed by content: the program's fingerprint, the inputs' digests and the oracle spec. Passes
often rebuild a candidate that was tried before (ddmin revisits chunks; two passes reach one program)."""

from __future__ import annotations

from relayreduce.case import Case
from relayreduce.ir import fingerprint


def case_key(case: Case) -> tuple:
    return (fingerprint(case.program), tuple(c.digest() for c in case.inputs), repr(case.oracle))


class VerdictCache:
    """Keyed by ``case_key``, which the caller computes once per candidate (it prints the whole program)."""

    def __init__(self):
        self._verdicts: dict[tuple, object] = {}
        self.hits = 0

    def get(self, key: tuple):
        verdict = self._verdicts.get(key)
        self.hits += verdict is not None
        return verdict

    def __contains__(self, key: tuple) -> bool:
        return key in self._verdicts

    def put(self, key: tuple, verdict) -> None:
        self._verdicts[key] = verdict

    def __len__(self) -> int:
        return len(self._verdicts)
