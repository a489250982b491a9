"""Types of the program IR: tensors, tuples and functions.

A dimension is an ``int`` or a ``str``. A string is a symbolic dimension: a bare name (``"n"``) or an
arithmetic expression over names in TVM's printed form (``"n * 4"``). Relations treat compound
expressions as opaque atoms, equal only when spelled the same; that is exactly what TVM's own
inference guarantees for them after simplification.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Union

Dim = Union[int, str]

#: Every dtype the IR accepts. TVM spells booleans "bool" and so do we.
FLOAT_DTYPES = ("float16", "float32", "float64")
INT_DTYPES = ("int8", "int16", "int32", "int64")
UINT_DTYPES = ("uint8",)
BOOL_DTYPES = ("bool",)
ALL_DTYPES = FLOAT_DTYPES + INT_DTYPES + UINT_DTYPES + BOOL_DTYPES

_SYMBOL = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class IRTypeError(ValueError):
    """A program, or an op instance, is not well typed."""


def is_float(dtype: str) -> bool:
    return dtype.startswith(("float", "bfloat"))


def is_int(dtype: str) -> bool:
    return dtype.startswith(("int", "uint"))


def symbols_of(dim: Dim) -> tuple[str, ...]:
    """Names of the symbolic variables a dimension mentions, in order of appearance."""
    if isinstance(dim, int):
        return ()
    return tuple(dict.fromkeys(_SYMBOL.findall(dim)))


def substitute_dim(dim: Dim, extents: dict[str, int]) -> Dim:
    """A dim with symbols replaced by extents; a dim left without symbols is evaluated to an int
    (``n * 4`` with n = 3 is 12)."""
    if isinstance(dim, int) or not set(symbols_of(dim)) & set(extents):
        return dim
    text = _SYMBOL.sub(lambda m: str(extents.get(m.group(0), m.group(0))), dim)
    return int(eval(text, {"__builtins__": {}})) if not symbols_of(text) else text  # noqa: S307 - arithmetic


class Type:
    """Base of all IR types."""

    __slots__ = ()


@dataclass(frozen=True)
class TensorType(Type):
    shape: tuple[Dim, ...] | None
    dtype: str
    #: Only meaningful when ``shape`` is None (rank known, extents unknown); -1 means rank unknown too.
    unknown_ndim: int = -1

    def __post_init__(self):
        if self.dtype not in ALL_DTYPES:
            raise IRTypeError(f"unsupported dtype {self.dtype!r}; expected one of {', '.join(ALL_DTYPES)}")
        if self.shape is not None:
            shape = tuple(self.shape)
            for d in shape:
                if isinstance(d, bool) or not isinstance(d, (int, str)):
                    raise IRTypeError(f"dimension {d!r} must be an int or a symbolic name")
                if isinstance(d, int) and d < 0:
                    raise IRTypeError(f"negative dimension {d} in shape {shape}")
            object.__setattr__(self, "shape", shape)

    @property
    def ndim(self) -> int:
        return len(self.shape) if self.shape is not None else self.unknown_ndim

    @property
    def is_static(self) -> bool:
        return self.shape is not None and all(isinstance(d, int) for d in self.shape)

    def with_shape(self, shape) -> "TensorType":
        return TensorType(tuple(shape), self.dtype)

    def with_dtype(self, dtype: str) -> "TensorType":
        return TensorType(self.shape, dtype, self.unknown_ndim)

    def __str__(self) -> str:
        if self.shape is None:
            return f"Tensor[ndim={self.ndim}, {self.dtype}]"
        dims = ", ".join(str(d) for d in self.shape)
        if len(self.shape) == 1:
            dims += ","
        return f"Tensor[({dims}), {self.dtype}]"


@dataclass(frozen=True)
class TupleType(Type):
    fields: tuple[Type, ...]

    def __post_init__(self):
        object.__setattr__(self, "fields", tuple(self.fields))

    def __str__(self) -> str:
        return "(" + ", ".join(str(f) for f in self.fields) + ("," if len(self.fields) == 1 else "") + ")"


@dataclass(frozen=True)
class FuncType(Type):
    params: tuple[Type, ...]
    ret: Type

    def __post_init__(self):
        object.__setattr__(self, "params", tuple(self.params))

    def __str__(self) -> str:
        return "fn(" + ", ".join(str(p) for p in self.params) + f") -> {self.ret}"


def scalar(dtype: str) -> TensorType:
    return TensorType((), dtype)
