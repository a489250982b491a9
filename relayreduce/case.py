"""Versioned case files (``case.pkl``): a program, its inputs, the oracle to run and where it came from.

Layout: an 8-byte magic, a 2-byte format version, the payload length (8 bytes) and its SHA-256, then a
pickle of a ``Case``. The header lets us say precisely what is wrong with a bad file (not a case, from a
newer relayreduce, truncated, corrupted) before any unpickling happens.

Case files travel between machines and bug trackers, so they are untrusted input. They are read with an
allowlist unpickler: a pickle that names any global outside the IR and this module is refused, and nothing
it names is ever called. Loading needs no TVM.
"""

from __future__ import annotations

import hashlib
import io
import os
import pickle
import secrets
import struct
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Sequence

import numpy as np

from .ir import expr as ir_expr
from .ir import types as ir_types
from .ir.expr import Const, Module

MAGIC = b"RRCASE\x00\x01"
FORMAT_VERSION = 1
_HEADER = struct.Struct(">8sHQ32s")


class CaseFileError(ValueError):
    """A case file cannot be read; the message says why in one line."""


@dataclass(frozen=True)
class OracleSpec:
    """Which oracle judges the program, and how: target, Relax pipeline, extra passes, tolerances."""

    name: str = "compile"
    target: str = "llvm"
    pipeline: str = "default"
    passes: tuple[str, ...] = ()
    rtol: float = 1e-4
    atol: float = 1e-5
    # passes the builds skip (TVM's PassContext disabled_pass), wherever the pipeline runs them: what a
    # run-time failure needs of the pipeline is found by building without each (reducer.blame)
    disabled_passes: tuple[str, ...] = ()

    def __post_init__(self):
        object.__setattr__(self, "passes", tuple(self.passes))
        object.__setattr__(self, "disabled_passes", tuple(self.disabled_passes))


@dataclass(frozen=True)
class Case:
    program: Module
    inputs: tuple[Const, ...] = ()
    oracle: OracleSpec = field(default_factory=OracleSpec)
    seed: int | None = None
    environment: dict = field(default_factory=dict)
    origin: str = "unknown"
    created: str = ""
    format_version: int = FORMAT_VERSION

    def __post_init__(self):
        inputs = tuple(x if isinstance(x, Const) else Const(np.asarray(x)) for x in self.inputs)
        object.__setattr__(self, "inputs", inputs)
        if not self.created:
            object.__setattr__(self, "created", datetime.now(timezone.utc).isoformat(timespec="seconds"))

    @property
    def input_arrays(self) -> list[np.ndarray]:
        return [c.value for c in self.inputs]


def _allowed_globals() -> dict[tuple[str, str], object]:
    allowed = {}
    for module in (ir_expr, ir_types):
        for name in ("Var", "Const", "Call", "CallFunc", "OpaqueCall", "Tuple", "TupleGetItem", "Binding",
                     "Block", "SeqExpr", "If", "Function", "Module", "TensorType", "TupleType", "FuncType"):
            if hasattr(module, name):
                allowed[(module.__name__, name)] = getattr(module, name)
    allowed[(ir_expr.__name__, "_const_from_bytes")] = ir_expr._const_from_bytes
    allowed[(__name__, "Case")] = Case
    allowed[(__name__, "OracleSpec")] = OracleSpec
    return allowed


class _AllowlistUnpickler(pickle.Unpickler):
    allowed = _allowed_globals()

    def find_class(self, module: str, name: str):
        try:
            return self.allowed[(module, name)]
        except KeyError:
            raise CaseFileError(f"refusing to load: the pickle references {module}.{name}, "
                                "which is not part of a case file") from None


def dumps(case: Case) -> bytes:
    payload = pickle.dumps(case, protocol=4)
    return _HEADER.pack(MAGIC, FORMAT_VERSION, len(payload), hashlib.sha256(payload).digest()) + payload


def loads(data: bytes, source: str = "case file") -> Case:
    if not data:
        raise CaseFileError(f"{source} is empty")
    if data[: len(MAGIC)] != MAGIC[: len(data)]:
        raise CaseFileError(f"{source} is not a relayreduce case file (bad magic)")
    if len(data) < _HEADER.size:
        raise CaseFileError(f"{source} is truncated (header incomplete)")
    _, version, length, digest = _HEADER.unpack_from(data)
    if version > FORMAT_VERSION:
        raise CaseFileError(f"{source} uses case format v{version}, newer than this relayreduce reads "
                            f"(v{FORMAT_VERSION}); upgrade relayreduce to open it")
    payload = data[_HEADER.size:]
    if len(payload) < length:
        raise CaseFileError(f"{source} is truncated ({len(payload)} of {length} payload bytes)")
    payload = payload[:length]
    if hashlib.sha256(payload).digest() != digest:
        raise CaseFileError(f"{source} is corrupted (checksum mismatch)")
    try:
        case = _AllowlistUnpickler(io.BytesIO(payload)).load()
    except CaseFileError:
        raise
    except Exception as err:
        raise CaseFileError(f"{source} is corrupted ({type(err).__name__}: {err})") from None
    if not isinstance(case, Case):
        raise CaseFileError(f"{source} holds a {type(case).__name__}, not a case")
    return case


def read_input_file(path: Path, what: str, error: type[ValueError]) -> bytes:
    """The bytes of a file the user named, or ``error`` saying in one line why there are none."""
    try:
        return path.read_bytes()
    except IsADirectoryError:
        raise error(f"{path} is a directory, not a {what}") from None
    except FileNotFoundError:
        raise error(f"{path} does not exist") from None
    except OSError as err:
        raise error(f"cannot read {path}: {err.strerror}") from None


def load_case(path: str | os.PathLike) -> Case:
    path = Path(path)
    return loads(read_input_file(path, "case file", CaseFileError), str(path))


def save_case(path: str | os.PathLike, case: Case) -> Path:
    """Write atomically: a crash mid-write never leaves a half-written case behind."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # not mkstemp, whose file is private (0600): a case file gets the umask's mode like every other output
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    try:
        with open(tmp, "xb") as f:
            f.write(dumps(case))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return path


def make_case(program: Module, inputs: Sequence[np.ndarray] = (), **fields) -> Case:
    return Case(program, tuple(Const(np.asarray(x)) for x in inputs), **fields)
