"""Verdicts keyed by content: the program's fingerprint, the inputs' digests and the oracle spec. Passes
often rebuild a candidate that was tried before (ddmin revisits chunks; two passes reach one program)."""

from __future__ import annotations

from relayreduce.case import Case
from relayreduce.ir import fingerprint


def case_key(case: Case) -> tuple:
    return (fingerprint(case.program), tuple(c.digest() for c in case.inputs), repr(case.oracle))


class VerdictCache:
    def __init__(self):
        self._verdicts: dict[tuple, object] = {}
        self.hits = 0

    def get(self, case: Case):
        verdict = self._verdicts.get(case_key(case))
        self.hits += verdict is not None
        return verdict

    def __contains__(self, case: Case) -> bool:
        return case_key(case) in self._verdicts

    def put(self, case: Case, verdict) -> None:
        self._verdicts[case_key(case)] = verdict

    def __len__(self) -> int:
        return len(self._verdicts)
