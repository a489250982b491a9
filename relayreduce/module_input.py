"""A user's own failing module as a case: TVMScript files, ``tvm.ir.save_json`` files and pickled IRModules.

Most failures a TVM engineer holds did not come from our generator: a frontend import, another fuzzer or a
bug report hands over a module. ``load_module_case`` turns such a file into a normal case (program, inputs,
oracle), so that minimize, triage, report and export-test treat it like a generated one.

A pickle is untrusted input. It is read with a stand-in unpickler: the only globals it may name are TVM's
object-reconstruction entry and ``tvm.ir.IRModule``; neither is called. What the pickle carries is then
handed to TVM's JSON loader, the same path a ``save_json`` file takes, so no pickled code ever runs.
"""

from __future__ import annotations

import io
import pickle
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from . import case as case_file
from .case import Case, OracleSpec, make_case, read_input_file
from .ir.expr import Function
from .ir.types import IRTypeError, TensorType


class ModuleInputError(ValueError):
    """A module file cannot be used; the message says why in one line."""


# What pickle.dumps(irmod) names on apache-tvm 0.25-0.27: tvm_ffi's constructor and the class it builds.
_PICKLE_CONSTRUCTORS = {("tvm_ffi.core", "_new_object"), ("tvm.runtime.object", "_new_object")}
_PICKLE_CLASSES = {("tvm.ir.module", "IRModule"), ("tvm.ir", "IRModule")}


@dataclass
class _PendingObject:
    """What the pickle asked to build, and the state it carries; nothing of TVM runs while unpickling."""

    cls: tuple[str, str]
    state: object = None

    def __setstate__(self, state) -> None:
        self.state = state


class _IRModuleUnpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str):
        if (module, name) in _PICKLE_CONSTRUCTORS:
            return _PendingObject
        if (module, name) in _PICKLE_CLASSES:
            return ("tvm.ir", "IRModule")
        raise ModuleInputError(f"refusing to load: the pickle references {module}.{name}; only a pickled "
                               "tvm.IRModule is accepted")


def _json_of_pickle(data: bytes, source: str) -> str:
    try:
        obj = _IRModuleUnpickler(io.BytesIO(data)).load()
    except ModuleInputError:
        raise
    except Exception as err:  # a truncated or corrupted pickle fails in many ways
        raise ModuleInputError(f"{source} is not a readable pickle ({type(err).__name__}: {err})") from None
    state = obj.state if isinstance(obj, _PendingObject) else None
    handle = state.get("handle") if isinstance(state, dict) else None
    if not isinstance(obj, _PendingObject) or obj.cls != ("tvm.ir", "IRModule") or not isinstance(handle, str):
        raise ModuleInputError(f"{source} is a pickle, but not of a tvm.IRModule")
    return handle


def read_module(path: str | Path):
    """The ``tvm.IRModule`` in a TVMScript file, a ``save_json`` file or a pickle of one."""
    from . import tvm_adapter

    path = Path(path)
    data = read_input_file(path, "module file", ModuleInputError)
    if not data.strip():
        raise ModuleInputError(f"{path} is empty")
    try:
        if data[:1] == b"\x80":  # pickle protocol 2 and later
            return tvm_adapter.module_from_json(_json_of_pickle(data, str(path)))
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise ModuleInputError(f"{path} is not UTF-8 text, nor a pickled IRModule") from None
        if text.lstrip().startswith("{"):
            return tvm_adapter.module_from_json(text)
        if "ir_module" not in text:  # TVM's own complaint would be "No result exists in IRBuilder yet"
            raise ModuleInputError(f"{path} holds no @I.ir_module class")
        irmod = tvm_adapter.parse_script(text)
    except tvm_adapter.AdapterError as err:
        raise ModuleInputError(f"{path}: {err}") from None
    if not tvm_adapter.is_ir_module(irmod):
        raise ModuleInputError(f"{path} holds no @I.ir_module class")
    return irmod


def is_case_file(path: str | Path) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(len(case_file.MAGIC)) == case_file.MAGIC
    except OSError:
        return False


def _inputs_from_npz(fn: Function, npz_path: Path) -> list[np.ndarray]:
    """One array per parameter, by parameter name, else in order (arr_0, arr_1, ... as np.savez writes)."""
    try:
        with np.load(npz_path, allow_pickle=False) as npz:
            arrays = {k: npz[k] for k in npz.files}
    except FileNotFoundError:
        raise ModuleInputError(f"{npz_path} does not exist") from None
    except (OSError, ValueError) as err:
        raise ModuleInputError(f"{npz_path} is not a readable .npz ({err})") from None
    names = [p.name for p in fn.params]
    if set(names) <= set(arrays):
        chosen = [arrays[n] for n in names]
    elif len(arrays) == len(names):
        chosen = [arrays[k] for k in sorted(arrays, key=lambda k: (len(k), k))]
    else:
        raise ModuleInputError(f"{npz_path} holds {len(arrays)} arrays ({', '.join(sorted(arrays))}); "
                               f"@{fn.name} takes {len(names)} ({', '.join(names)})")
    for p, array in zip(fn.params, chosen):
        t = p.type
        if isinstance(t, TensorType) and (str(array.dtype) != t.dtype or array.ndim != t.ndim or any(
                isinstance(d, int) and d != n for d, n in zip(t.shape or (), array.shape))):
            raise ModuleInputError(f"{npz_path}: the array for %{p.name} is {array.dtype}{list(array.shape)}, "
                                   f"but the parameter is {t}")
    return chosen


def load_module_case(path: str | Path, oracle: OracleSpec, inputs_npz: str | Path | None = None,
                     seed: int = 0) -> Case:
    """A case for a module file: its program, inputs (from inputs_npz, else drawn within each parameter's
    domain) and the oracle that is to judge it."""
    from . import tvm_adapter

    irmod = read_module(path)
    try:
        program = tvm_adapter.import_module(irmod)
    except (tvm_adapter.AdapterError, IRTypeError) as err:
        raise ModuleInputError(f"{path}: {err}") from None
    if inputs_npz is not None:
        inputs = _inputs_from_npz(program.main, Path(inputs_npz))
    else:
        from .generator.inputs import find_inputs

        try:
            # as for generated programs: each parameter within the domain of the op it feeds, and values under
            # which the NumPy reference stays finite where it can be computed
            inputs = find_inputs(program, seed).inputs
        except ValueError as err:
            raise ModuleInputError(f"{path}: {err}; pass --inputs inputs.npz") from None
    return make_case(program, inputs, oracle=oracle, environment=tvm_adapter.environment(),
                     origin=f"import:{Path(path).name}", seed=seed)
