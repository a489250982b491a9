"""The shape of one operator entry, and the helpers entries are written with.

An entry answers, for one Relax operator, every question a stage may ask of it:
- ``infer``: forward type relation; raises IRTypeError with a readable message on invalid input.
- ``recognize`` / ``solve``: can this output type come from the op, and from which inputs and attributes
  (the type-directed fuzzing RFC's typing rules run backwards). ``solve`` returns None when it cannot.
- ``sample``: a random valid instance, forwards.
- ``relax``: how the TVM adapter emits it. Entries never import TVM; they name the Relax op and say how our
  attributes map onto its arguments.
- ``reference``: the NumPy semantics, and ``domains``: the input values that keep that reference finite.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping, Sequence

import numpy as np

from ..ir.types import FLOAT_DTYPES, IRTypeError, TensorType, TupleType, Type, is_float

Attrs = Mapping[str, object]


@dataclass(frozen=True)
class Domain:
    """Input values that keep an op's reference finite (NNSmith-style numeric validity).

    ``nonzero`` keeps magnitudes at or above ``low_magnitude``, for divisors and logarithms of |x|.
    Integer dtypes draw integers in [low, high]; bool draws both values.
    """

    low: float = -3.0
    high: float = 3.0
    nonzero: bool = False
    low_magnitude: float = 0.5

    @property
    def restricts(self) -> bool:
        """Narrower than the default range: the generator feeds such arguments from leaves drawn in it."""
        return self.nonzero or self.low > -3.0 or self.high < 3.0

    def contains(self, values: np.ndarray) -> bool:
        """Every value lies in the domain. Only restricted domains are enforced: the default range is where
        inputs are drawn from, not a requirement of the op. Bools always qualify."""
        values = np.asarray(values)
        if not self.restricts or values.dtype == bool or values.size == 0:
            return True
        inside = (values >= self.low) & (values <= self.high)
        if self.nonzero:
            inside &= values != 0
        return bool(inside.all())

    def draw(self, rng: np.random.Generator, shape: tuple[int, ...], dtype: str) -> np.ndarray:
        if dtype == "bool":
            return rng.integers(0, 2, size=shape).astype(bool)
        if not is_float(dtype):
            info = np.iinfo(dtype)
            lo, hi = max(int(np.ceil(self.low)), info.min), min(int(np.floor(self.high)), info.max)
            values = rng.integers(lo, hi + 1, size=shape)
            if self.nonzero:
                values = np.where(values == 0, max(1, lo) if hi >= 1 else -1, values)
            return values.astype(dtype)
        values = rng.uniform(self.low, self.high, size=shape)
        if self.nonzero:
            sign = np.where(values < 0, -1.0, 1.0)
            values = sign * np.maximum(np.abs(values), self.low_magnitude)
        return values.astype(dtype)


ANY = Domain()


@dataclass(frozen=True)
class RelaxOp:
    """How an op is emitted: ``relax.op.<path>(*tensors, *positional attrs, **other attrs)``.

    ``pack_tensors`` passes the tensor arguments as one Relax tuple (concat). ``positional`` names the
    attributes Relax takes as call arguments rather than op attributes (reshape's shape, clip's bounds), in
    argument order; on import they are read back from the call's trailing arguments.
    """

    path: str
    pack_tensors: bool = False
    positional: tuple[str, ...] = ()

    @property
    def op_name(self) -> str:
        return "relax." + self.path


@dataclass(frozen=True)
class Instance:
    """Argument types plus attributes: one concrete use of an op."""

    args: tuple[Type, ...]
    attrs: dict = field(default_factory=dict)

    def __post_init__(self):
        object.__setattr__(self, "args", tuple(self.args))


@dataclass(frozen=True)
class Sampler:
    """Random choices for samplers and solvers, under a policy (dtypes, rank, extent, symbolic dims)."""

    rng: np.random.Generator
    dtypes: tuple[str, ...] = FLOAT_DTYPES
    max_rank: int = 4
    max_extent: int = 6
    symbolic_rate: float = 0.0
    symbols: tuple[str, ...] = ("n", "m")

    @classmethod
    def seeded(cls, seed: int, **policy) -> "Sampler":
        return cls(np.random.default_rng(seed), **policy)

    def choice(self, options: Sequence):
        return options[int(self.rng.integers(len(options)))]

    def integer(self, low: int, high: int) -> int:
        """Uniform in [low, high], both ends included."""
        return int(self.rng.integers(low, high + 1))

    def coin(self, p: float = 0.5) -> bool:
        return bool(self.rng.random() < p)

    def dtype(self, allowed: Sequence[str]) -> str:
        options = [d for d in self.dtypes if d in allowed] or list(allowed)
        return self.choice(options)

    def dim(self, low: int = 1, symbolic: bool = False):
        if symbolic and self.symbolic_rate and self.coin(self.symbolic_rate):
            return self.choice(self.symbols)
        return self.integer(low, max(low, self.max_extent))

    def shape(self, rank: int | None = None, min_rank: int = 0, symbolic: bool = False, low: int = 1):
        if rank is None:
            rank = self.integer(min_rank, max(min_rank, self.max_rank))
        return tuple(self.dim(low, symbolic) for _ in range(rank))

    def tensor(self, allowed_dtypes: Sequence[str], rank: int | None = None, min_rank: int = 0,
               symbolic: bool = False) -> TensorType:
        return TensorType(self.shape(rank, min_rank, symbolic), self.dtype(allowed_dtypes))


@dataclass(frozen=True)
class OpSpec:
    name: str
    family: str
    relax: RelaxOp
    infer: Callable[[Sequence[Type], Attrs], Type]
    reference: Callable[..., object]
    sample: Callable[[Sampler], Instance]
    solve: Callable[[Type, Sampler], Instance | None]
    recognize: Callable[[Type], bool]
    #: Every attribute an instance carries, so import reads back exactly these.
    attrs: tuple[str, ...] = ()
    #: One domain per tensor argument, or one for all of them.
    domains: tuple[Domain, ...] | Domain = ANY
    #: Number of tensor arguments; None for variadic (concat).
    arity: int | None = 1

    def domain(self, index: int) -> Domain:
        if isinstance(self.domains, Domain):
            return self.domains
        return self.domains[min(index, len(self.domains) - 1)]

    def check(self, arg_types: Sequence[Type], attrs: Attrs) -> Type:
        """``infer`` plus the checks every op shares: arity, tensor arguments, the attribute set."""
        if self.arity is not None and len(arg_types) != self.arity:
            raise IRTypeError(f"{self.name} takes {self.arity} tensor argument(s), got {len(arg_types)}")
        for i, t in enumerate(arg_types):
            if not isinstance(t, TensorType):
                raise IRTypeError(f"{self.name}: argument {i} must be a tensor, got {t}")
        unknown = set(attrs) - set(self.attrs)
        if unknown:
            raise IRTypeError(f"{self.name}: unknown attribute(s) {', '.join(sorted(unknown))}")
        missing = set(self.attrs) - set(attrs)
        if missing:
            raise IRTypeError(f"{self.name}: missing attribute(s) {', '.join(sorted(missing))}")
        return self.infer(tuple(arg_types), attrs)


def fail(op: str, message: str):
    raise IRTypeError(f"{op}: {message}")


def normalize_axis(op: str, axis: int, ndim: int) -> int:
    if not -ndim <= axis < max(ndim, 1) or (ndim == 0 and axis not in (0, -1)):
        fail(op, f"axis {axis} is out of range for a tensor of rank {ndim}")
    return axis % ndim if ndim else 0


def require_dtypes(op: str, t: TensorType, allowed: Sequence[str]) -> None:
    if t.dtype not in allowed:
        fail(op, f"dtype {t.dtype} is not supported (expected one of {', '.join(allowed)})")


def tensor_result(t: Type) -> TensorType | None:
    return t if isinstance(t, TensorType) and t.shape is not None else None


def tuple_of_tensors(t: Type) -> bool:
    return isinstance(t, TupleType) and all(isinstance(f, TensorType) for f in t.fields)
