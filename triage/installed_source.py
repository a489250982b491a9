"""What the installed TVM's Python sources say of a frame that a traceback names only by its function.

Python's tracebacks print a function's own name, not its class: every ONNX converter of TVM's importer is a
classmethod `_impl_v<opset>` of a class named after its op, so `onnx_frontend._impl_v1` is a hundred
functions. The installed module's source tells which one holds the frame's line. It is trusted only when
that line is the code the log printed under the frame (a log from another TVM build has other line numbers),
or, when the log printed no code, when the installed function of that name holds the line. The same source
completes the name of a frame that a log cut off in the middle of it (`in _index_p`): the function that holds
the frame's line, when its name begins with what the log kept. And it tells which class defines the methods a
class runs (`MaxPool(Pool)` defines no `_impl_v1` of its own, and runs Pool's).

The package is found without importing it: triage's workers sign logs without loading TVM.
"""

from __future__ import annotations

import ast
import importlib.util
import re
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=1)
def _tvm_root() -> Path | None:
    try:
        spec = importlib.util.find_spec("tvm")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(list(spec.submodule_search_locations)[0])


def _module_file(module: str) -> Path | None:
    package, _, rest = module.partition(".")
    root = _tvm_root() if package == "tvm" else None
    if root is None or not rest:
        return None
    path = root.joinpath(*rest.split("."))
    for candidate in (path.with_suffix(".py"), path / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


@lru_cache(maxsize=64)
def _parsed(path: Path) -> tuple[str, ast.Module] | None:
    """The file's text and syntax tree, read and parsed once for every question asked of it."""
    try:
        text = path.read_text(encoding="utf-8")
        return text, ast.parse(text)
    except (OSError, SyntaxError, UnicodeDecodeError, ValueError):
        return None


@lru_cache(maxsize=64)
def _functions(path: Path) -> tuple[tuple[str, ...], tuple[tuple[int, int, str, str], ...]]:
    """(the file's lines, (first line, last line, name, qualified name) of each function in it)."""
    parsed = _parsed(path)
    if parsed is None:
        return (), ()
    text, tree = parsed
    out = []

    def walk(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                qualname = prefix + child.name
                out.append((child.lineno, child.end_lineno or child.lineno, child.name, qualname))
                walk(child, qualname + ".<locals>.")
            elif isinstance(child, ast.ClassDef):
                walk(child, prefix + child.name + ".")
            else:
                walk(child, prefix)

    walk(tree, "")
    return tuple(text.splitlines()), tuple(out)


@lru_cache(maxsize=4096)
def qualified_name(module: str, func: str, line: int, source: str) -> str | None:
    """The qualified name (`Elu._impl_v1`) of the function func of an installed TVM module that holds line,
    when the installed source agrees with the log (source: the code it printed at that line, or "")."""
    path = _module_file(module)
    if path is None:
        return None
    lines, functions = _functions(path)
    if not 0 < line <= len(lines) or (source and lines[line - 1].strip() != source.strip()):
        return None
    holding = _innermost(functions, line, func)
    return holding[3] if holding else None


def _innermost(functions, line: int, func: str | None = None) -> tuple[int, int, str, str] | None:
    """The innermost of functions (named func, when given) that holds line: the one that starts last."""
    holding = [f for f in functions if f[0] <= line <= f[1] and (func is None or f[2] == func)]
    return max(holding) if holding else None


@lru_cache(maxsize=4096)
def function_named_from(module: str, line: int, prefix: str) -> str | None:
    """The name of the innermost function of an installed TVM module that holds line, when its name begins with
    prefix (what a log cut off in the middle of the name kept of it: the installed source agrees with the log's
    build there); else None."""
    path = _module_file(module)
    if path is None or not prefix:
        return None
    holding = _innermost(_functions(path)[1], line)
    return holding[2] if holding and holding[2].startswith(prefix) else None


@lru_cache(maxsize=4096)
def defines_function(module: str, name: str) -> bool:
    """Whether an installed TVM module defines a function or method of that name."""
    path = _module_file(module)
    return path is not None and any(n == name for _, _, n, _ in _functions(path)[1])


@lru_cache(maxsize=64)
def _classes(path: Path) -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    """name -> (the names of its bases, the names of the methods it defines) of each top-level class in the file."""
    parsed = _parsed(path)
    if parsed is None:
        return {}
    return {
        node.name: (tuple(b.id for b in node.bases if isinstance(b, ast.Name)),
                    tuple(c.name for c in node.body if isinstance(c, (ast.FunctionDef, ast.AsyncFunctionDef))))
        for node in parsed[1].body if isinstance(node, ast.ClassDef)
    }


@lru_cache(maxsize=4096)
def defining_class(module: str, cls: str, method: re.Pattern) -> str | None:
    """The class of an installed TVM module that defines the methods of class cls that method matches: cls
    itself when it defines one, else the nearest base class in the same module that does (the class a
    traceback's frame of such a method is qualified by, see qualified_name). None when the source says nothing."""
    path = _module_file(module)
    classes = _classes(path) if path is not None else {}
    todo, seen = [cls], set()
    while todo:
        name = todo.pop(0)
        if name in seen or name not in classes:
            continue
        seen.add(name)
        bases, methods = classes[name]
        if any(method.search(m) for m in methods):
            return name
        todo.extend(bases)
    return None
