"""The op registry: one declarative entry per Relax operator, grouped by family (one module each)."""

from __future__ import annotations

import importlib

from ..ir.types import IRTypeError
from .spec import OpSpec

FAMILIES = ("unary", "binary", "reduce", "shape", "select", "linalg", "pool", "norm")

_REGISTRY: dict[str, OpSpec] = {}
_BY_RELAX_NAME: dict[str, OpSpec] = {}


class UnknownOpError(IRTypeError):
    pass


def register(*specs: OpSpec) -> None:
    for spec in specs:
        if spec.name in _REGISTRY:
            raise ValueError(f"op {spec.name} registered twice")
        _REGISTRY[spec.name] = spec
        _BY_RELAX_NAME[spec.relax.op_name] = spec


_loaded = False


def _load() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for family in FAMILIES:
            importlib.import_module(f"{__name__}.{family}")


def get(name: str) -> OpSpec:
    _load()
    try:
        return _REGISTRY[name]
    except KeyError:
        raise UnknownOpError(f"unknown op {name!r}") from None


def by_relax_name(op_name: str) -> OpSpec | None:
    """The entry for a Relax op name such as ``relax.nn.conv2d``, or None for ops we don't model."""
    _load()
    return _BY_RELAX_NAME.get(op_name)


def all_ops() -> list[OpSpec]:
    _load()
    return sorted(_REGISTRY.values(), key=lambda s: (FAMILIES.index(s.family), s.name))
