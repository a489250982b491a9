"""Coverage and diversity bookkeeping (HirFuzz / GenCoG style).

Three coverage maps guide generation toward what has not been exercised yet: op x dtype, op x shape class
(rank, symbolic or static) and op -> op edges (a producer feeding a consumer). ``diversity`` reports
GenCoG's two batch metrics:
- vertex diversity: per op, distinct (input shapes, attributes) configurations seen over an estimate of
  that op's configuration space, capped at 1 and averaged over ops;
- edge diversity: the share of all ordered op pairs that appear as producer -> consumer somewhere.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

from relayreduce.ir.expr import Call, Module, Var, walk
from relayreduce.ir.types import TensorType, Type
from relayreduce.ops.spec import OpSpec


def shape_class(t: Type) -> str:
    if not isinstance(t, TensorType) or t.shape is None:
        return "other"
    symbolic = any(isinstance(d, str) for d in t.shape)
    return f"rank{t.ndim}{'-sym' if symbolic else ''}"


def _dtype(t: Type) -> str:
    return t.dtype if isinstance(t, TensorType) else "tuple"


@dataclass
class Coverage:
    op_dtype: Counter = field(default_factory=Counter)
    op_shape: Counter = field(default_factory=Counter)
    edges: Counter = field(default_factory=Counter)
    vertex_configs: dict = field(default_factory=dict)

    def record(self, module: Module) -> None:
        producers: dict[tuple[str, str], str] = {}
        for fn, binding in walk(module):
            value = binding.value
            if not isinstance(value, Call):
                continue
            out = binding.var.type
            self.op_dtype[(value.op, _dtype(out))] += 1
            self.op_shape[(value.op, shape_class(out))] += 1
            arg_types = tuple(a.type for a in value.args)
            self.vertex_configs.setdefault(value.op, set()).add((arg_types, value.attrs))
            for a in value.args:
                if isinstance(a, Var) and (fn.name, a.name) in producers:
                    self.edges[(producers[(fn.name, a.name)], value.op)] += 1
            producers[(fn.name, binding.var.name)] = value.op

    def novelty(self, op: str, out: Type) -> float:
        """Weight multiplier for choosing ``op`` to produce ``out``: high when the pairing is new."""
        seen = self.op_dtype[(op, _dtype(out))] + self.op_shape[(op, shape_class(out))]
        return 1.0 / (1.0 + seen) ** 0.5

    def diversity(self, specs: list[OpSpec], max_extent: int, max_rank: int) -> tuple[float, float]:
        names = [s.name for s in specs]
        vertex = [min(len(self.vertex_configs.get(s.name, ())) / _space(s, max_extent, max_rank), 1.0)
                  for s in specs]
        covered = sum(1 for (a, b) in self.edges if a in names and b in names)
        return sum(vertex) / len(vertex), covered / (len(names) ** 2)


def _space(spec: OpSpec, max_extent: int, max_rank: int) -> float:
    """GenCoG's estimate of an op's configuration space: input shapes (doubled for several inputs) times
    log2 of the attribute space plus one. Attribute space is unknown a priori, so each attribute counts as
    four choices."""
    inputs = max_extent ** max_rank * (2 if spec.arity is None or spec.arity > 1 else 1)
    return inputs * (int(math.log2(4 ** len(spec.attrs))) + 1)
