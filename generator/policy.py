"""Generation policy: which ops, how big, which dtypes and how often each construct appears.

A policy is plain data, loadable from TOML (``relayreduce fuzz --config gen.toml``):

    max_ops = 30
    dtypes = ["float32", "float16", "int32"]
    deny_ops = ["nn.conv1d"]
    avoid_known_bugs = true
    [op_weights]
    "nn.conv2d" = 3.0
    reduce = 0.5          # a family name weights all of its ops
"""

from __future__ import annotations

import dataclasses
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from relayreduce import ops
from relayreduce.ir.types import ALL_DTYPES, IRTypeError
from relayreduce.ops.spec import OpSpec, Sampler


class PolicyError(ValueError):
    pass


@dataclass(frozen=True)
class Policy:
    max_ops: int = 10
    dtypes: tuple[str, ...] = ("float32", "float32", "float16", "float64", "int32", "int64", "int8", "bool")
    max_rank: int = 4
    max_extent: int = 6
    symbolic_rate: float = 0.15
    allow_ops: tuple[str, ...] | None = None
    deny_ops: tuple[str, ...] = ()
    op_weights: dict = field(default_factory=dict)
    #: Probability that a value of a needed type reuses an in-scope variable (graph, not tree).
    reuse_rate: float = 0.3
    #: Probability that a leaf is a constant rather than a new parameter.
    const_rate: float = 0.2
    if_rate: float = 0.06
    tuple_rate: float = 0.06
    call_rate: float = 0.06
    max_functions: int = 3
    max_params: int = 5
    dataflow_rate: float = 0.8
    #: Probability that a float argument with a restricted domain is a leaf drawn in that domain.
    domain_leaf_rate: float = 0.8
    #: Strength of the bias toward uncovered op x dtype pairs (0 = none).
    coverage_bias: float = 2.0
    #: Never emit an op use that a known TVM bug's predicate covers (relayreduce/ops/known_tvm_bugs.toml):
    #: programs TVM is expected to handle, for negative tests and for campaigns that want only new bugs.
    #: (The entries marked limitation are never emitted, whatever this says.)
    avoid_known_bugs: bool = False

    def __post_init__(self):
        unknown = set(self.dtypes) - set(ALL_DTYPES)
        if unknown:
            raise PolicyError(f"unknown dtype(s) in policy: {', '.join(sorted(unknown))}")
        if self.max_ops < 1:
            raise PolicyError("max_ops must be at least 1")
        for name in (self.allow_ops or ()) + tuple(self.deny_ops):
            try:
                ops.get(name)
            except IRTypeError as err:
                raise PolicyError(f"policy names {err}") from None
        object.__setattr__(self, "dtypes", tuple(self.dtypes))
        object.__setattr__(self, "deny_ops", tuple(self.deny_ops))
        if self.allow_ops is not None:
            object.__setattr__(self, "allow_ops", tuple(self.allow_ops))

    @classmethod
    def from_toml(cls, path: str | Path) -> "Policy":
        try:
            data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise PolicyError(f"{path} does not exist") from None
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as err:
            raise PolicyError(f"{path} is not valid TOML: {err}") from None
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise PolicyError(f"{path}: unknown policy key(s) {', '.join(sorted(unknown))}")
        for key in ("dtypes", "allow_ops", "deny_ops"):
            if key in data:
                data[key] = tuple(data[key])
        return cls(**data)

    def sampler(self, seed: int) -> Sampler:
        """The random choices for one program, under this policy's dtypes, rank, extents and symbolic dims."""
        return Sampler.seeded(seed, dtypes=self.dtypes, max_rank=self.max_rank, max_extent=self.max_extent,
                              symbolic_rate=self.symbolic_rate)

    def enabled_ops(self) -> list[OpSpec]:
        return [s for s in ops.all_ops()
                if (self.allow_ops is None or s.name in self.allow_ops) and s.name not in self.deny_ops]

    def weight(self, spec: OpSpec) -> float:
        return float(self.op_weights.get(spec.name, self.op_weights.get(spec.family, 1.0)))
