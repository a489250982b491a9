"""A user's own failing module as a case: TVMScript files, ``tvm.ir.save_json`` files and pickled IRModules.

Most failures a TVM engineer holds did not come from our generator: a frontend import, another fuzzer or a
bug report hands over a module. ``load_module_case`` turns such a file into a normal case (program, inputs,
oracle), so that minimize, triage, report and export-test treat it like a generated one.

A pickle is untrusted input. It is read with a stand-in unpickler: the only globals it may name are TVM's
object-reconstruction entry and ``tvm.ir.IRModule``; neither is called. What the pickle carries is then
handed to TVM's JSON loader, the same path a ``save_json`` file takes, so no pickled code ever runs.
"""

from __future__ import annotations

import ast
import importlib
import io
import pickle
import textwrap
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


#: What a module file may be, for the errors that say it is not one.
ACCEPTED = ("accepted: one @I.ir_module class (among imports of tvm and numpy and code that runs it), a "
            "tvm.ir.save_json file or a pickled tvm.IRModule")


def _is_ir_module_decorator(node: ast.expr) -> bool:
    """@I.ir_module, @tvm.script.ir_module, @ir_module, also called with arguments."""
    node = node.func if isinstance(node, ast.Call) else node
    return (isinstance(node, ast.Attribute) and node.attr == "ir_module") or (
        isinstance(node, ast.Name) and node.id == "ir_module")


def _is_metadata_section(node: ast.stmt) -> bool:
    """``metadata = tvm.ir.load_json("...")``: where the printer puts a module's constants, which TVM's parser
    reads. Only a string literal is loaded: no other statement outside the class reaches the parser."""
    value = node.value if isinstance(node, ast.Assign) else None
    return (value is not None and [ast.unparse(t) for t in node.targets] == ["metadata"]
            and isinstance(value, ast.Call) and ast.unparse(value.func) == "tvm.ir.load_json"
            and len(value.args) == 1 and not value.keywords and isinstance(value.args[0], ast.Constant)
            and isinstance(value.args[0].value, str))


def _imported_names(tree: ast.Module) -> dict:
    """What the script's imports of tvm and numpy bind (``np``, ``R``, ...). Only those packages are imported:
    the rest of the script does not run, and an import of anything else could run code of its own."""
    names = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            bound = {a.asname or a.name.partition(".")[0]: a.name if a.asname else a.name.partition(".")[0]
                     for a in node.names}
        elif isinstance(node, ast.ImportFrom) and not node.level:
            bound = {a.asname or a.name: f"{node.module}.{a.name}" for a in node.names if a.name != "*"}
        else:
            continue
        for name, dotted in bound.items():
            if dotted.partition(".")[0] in ("tvm", "numpy") and (value := _resolve(dotted)) is not None:
                names[name] = value
    return names


def _resolve(dotted: str):
    """What ``from parent import name`` (or ``import dotted``) gives: the parent's attribute, else the
    submodule. None when it fails here (this TVM has no ``tvm.script.tir``: the parser's own I, R and T stand
    in; anything else it fails on is left undefined, and TVM names it if the module uses it)."""
    parent, _, attr = dotted.rpartition(".")
    try:
        return getattr(importlib.import_module(parent), attr)
    except Exception:  # noqa: BLE001 - any failure of an import made for the script leaves the name out
        pass
    try:
        return importlib.import_module(dotted)
    except Exception:  # noqa: BLE001
        return None


def _ir_module_source(text: str, path) -> tuple[str, dict]:
    """The script's @I.ir_module class alone, at its own line numbers (so TVM's diagnostics name the file's
    lines), and the names its imports of tvm and numpy bind. The rest of the script (compiling or running
    the module, printing) is neither parsed by TVM nor run."""
    try:
        tree = ast.parse(text)
    except SyntaxError as err:
        raise ModuleInputError(f"{path}: line {err.lineno}: TVMScript does not parse: {err.msg}") from None
    classes = [node for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
               and any(_is_ir_module_decorator(d) for d in node.decorator_list)]
    if len(classes) > 1:
        raise ModuleInputError(f"{path} holds {len(classes)} @I.ir_module classes (lines "
                               f"{', '.join(str(c.lineno) for c in classes)}); keep the one that fails; {ACCEPTED}")
    if not classes:
        code = next((node for node in tree.body if not isinstance(node, (ast.Import, ast.ImportFrom))
                     and not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant))), None)
        where = (f" (line {code.lineno} is Python code, which is not run; print(mod.script()) prints a built "
                 "module as one)") if code else ""
        raise ModuleInputError(f"{path} holds no @I.ir_module class{where}; {ACCEPTED}")
    (cls,) = classes
    lines = text.splitlines()
    kept = [""] * len(lines)
    for node in tree.body:
        if _is_metadata_section(node):
            kept[node.lineno - 1:node.end_lineno] = lines[node.lineno - 1:node.end_lineno]
    first = min(d.lineno for d in cls.decorator_list)
    # a class nested in a test function is dedented; its lines keep their numbers
    kept[first - 1:cls.end_lineno] = textwrap.dedent("\n".join(lines[first - 1:cls.end_lineno])).split("\n")
    return "\n".join(kept) + "\n", _imported_names(tree)


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
        source, names = _ir_module_source(text, path)
        with tvm_adapter.tvm_log_dropped_on_failure():
            irmod = tvm_adapter.parse_script(source, names)
    except tvm_adapter.AdapterError as err:
        where = f"line {err.line}: " if err.line else ""
        hint = f"; {ACCEPTED}" if "Undefined variable" in str(err) else ""
        raise ModuleInputError(f"{path}: {where}{err}{hint}") from None
    if not tvm_adapter.is_ir_module(irmod):
        raise ModuleInputError(f"{path} holds no @I.ir_module class; {ACCEPTED}")
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
