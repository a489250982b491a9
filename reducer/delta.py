"""What a delta pass is, and the one operation every pass shares.

A pass is a function ``run(case, keep) -> case``. It walks its targets in a fixed order and, for each, asks
``keep()``; where the answer is no it edits that target away. The driver alone decides which targets are
dropped together (ddmin-style chunks), so a pass never sees chunking, only its own targets, as llvm-reduce's
Reduce*.cpp passes do. A target with several alternatives (replace this binding by *this* or *that* leaf) asks
once per alternative and takes the first one not kept.

Passes may return invalid programs: the driver type-checks every candidate before an oracle sees it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Callable, Iterable

from relayreduce.case import Case
from relayreduce.ir.expr import Module

Keep = Callable[[], bool]


@dataclass(frozen=True)
class DeltaPass:
    name: str
    run: Callable[[Case, Keep], Case]
    #: One line for --help and reduction.json: what the pass takes away.
    summary: str


def with_program(case: Case, program: Module, **changes) -> Case:
    return dataclasses.replace(case, program=program, **changes)


def first_dropped(alternatives: Iterable, keep: Keep):
    """The first alternative the driver does not keep, or None: every alternative asks ``keep()`` once, so the
    target numbering never depends on the answers."""
    chosen = None
    for alternative in alternatives:
        if not keep() and chosen is None:
            chosen = alternative
    return chosen


def substitute_all(program: Module, mappings: dict[str, dict]) -> Module:
    """Apply per-function substitutions gathered against the unedited program (chains resolve)."""
    from relayreduce.ir.rewrite import substitute

    for fn_name, mapping in mappings.items():
        program = substitute(program, fn_name, mapping)
    return program
