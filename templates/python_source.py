"""What the templates that write Python share (repro.py, the exported pytest test): a jinja environment whose
filters turn text and NumPy arrays into Python literals; python_data.j2 holds the macros that lay data out."""

from __future__ import annotations

import ast
import base64
import io
import json
from functools import lru_cache

import jinja2
import numpy as np

#: Arrays with at most this many elements are written as literal lists, which a reader can take in at a
#: glance; larger ones (and non-finite values, which have no literal) as base64 of their .npy bytes.
LITERAL_LIMIT = 16


@lru_cache(maxsize=None)
def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("relayreduce.templates", "."),
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
    )
    env.filters["python_string"] = python_string
    env.filters["python_literal"] = python_literal
    env.filters["array"] = array_expression
    env.filters["docstring"] = docstring_text
    env.tests["tensor"] = lambda value: isinstance(value, np.ndarray)
    return env


def python_string(text: str) -> str:
    """A Python literal for ``text``: a raw triple-quoted block that reads like the TVMScript it holds, or
    repr() when the text holds something a raw block cannot (a triple quote, a final quote or backslash)."""
    if "'''" in text or text.endswith(("'", "\\")):
        return repr(text)
    return f"r'''{text}'''"


def python_literal(value) -> str:
    """A double-quoted Python literal for a string or a list of strings, which JSON spells as Python does
    (jinja's own tojson is no use here: it escapes <, > and & for HTML)."""
    return json.dumps(value if isinstance(value, str) else list(value), ensure_ascii=False)


def docstring_text(text: str) -> str:
    """``text`` as it may stand inside a triple-double-quoted docstring and read back unchanged."""
    return text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')


def array_expression(array: np.ndarray) -> str:
    """A Python expression for ``array``: its values written out when it is small and they read back bit for
    bit, otherwise ``tensor("<base64 of the .npy bytes>")`` (python_data.j2's tensor_decoder defines it)."""
    values = written_out(array)
    if values is None:
        buffer = io.BytesIO()
        np.save(buffer, array, allow_pickle=False)
        return f'tensor("{base64.b64encode(buffer.getvalue()).decode("ascii")}")'
    if array.ndim == 0:
        return f'np.array({values}, dtype="{array.dtype}")'
    reshape = f".reshape{array.shape}" if array.ndim > 1 else ""
    return f'np.array([{values}], dtype="{array.dtype}"){reshape}'


def written_out(array: np.ndarray) -> str | None:
    """The values of a small array as comma-separated literals, or None when it is large or they would not
    read back into exactly its bytes (nan and inf have no literal)."""
    if array.size > LITERAL_LIMIT:
        return None
    # str() of a NumPy scalar is the shortest text that names it in its own dtype: float32 stays short.
    values = ", ".join(str(x) for x in array.ravel())
    try:
        back = np.array(ast.literal_eval(f"[{values}]"), dtype=array.dtype)
    except (ValueError, SyntaxError):
        return None
    return values if back.tobytes() == array.ravel().tobytes() else None
