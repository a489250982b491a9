"""roundtrip: printing the module as TVMScript and parsing it back gives a structurally equal module."""

from ..case import Case
from .base import Mismatch


def check(case: Case) -> None:
    from .. import tvm_adapter

    equal, _ = tvm_adapter.script_roundtrip(tvm_adapter.lower(case.program))
    if not equal:
        raise Mismatch("TVMScript round-trip: the parsed module is not structurally equal to the printed one")
