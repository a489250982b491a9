"""repro.py: the standalone script the reducer writes next to a reduced case.

``render_repro(case, expected)`` fills ``templates/repro.py.j2``: the program as TVMScript that parses on its
own (``tvm_adapter.standalone_script``), its constants, inputs and, for the reference oracle, the expected
result, and a check that mirrors the case's oracle. The script imports only tvm, numpy and the standard
library, so it can be attached to an upstream bug report as it is. Run, it prints TVM's traceback (or crash
banner) on stderr the way the sandbox records the oracle's, so ``triage.signature_of(None, stderr=...)`` of
a run signs like the case's failure record.
"""

from __future__ import annotations

import ast
import base64
import io
import json
import sys
from functools import lru_cache

import jinja2
import numpy as np

from ..case import Case

#: Arrays with at most this many elements are written as literal lists, which a reader can take in at a
#: glance; larger ones (and non-finite values, which have no literal) as base64 of their .npy bytes.
LITERAL_LIMIT = 16


def render_repro(case: Case, expected=None) -> str:
    """The text of repro.py for ``case``.

    ``expected`` is the NumPy reference result (an array or a tuple of them) that the reference oracle
    compares against; when it is None it is computed here, because that oracle cannot run without it.
    """
    from .. import oracles, tvm_adapter
    from ..interp import evaluate
    from ..oracles import tolerance

    check = oracles.get(case.oracle.name)  # an unknown oracle fails here, not in the rendered script
    if case.oracle.name == "reference" and expected is None:
        expected = evaluate(case.program, case.input_arrays)
    script, constants = tvm_adapter.standalone_script(case.program)
    return _environment().get_template("repro.py.j2").render(
        oracle=case.oracle,
        description=_description(check),
        tvm_version=case.environment.get("tvm_version", "(version not recorded)"),
        entry=case.program.entry,
        script=script,
        constants=constants,
        inputs=case.input_arrays,
        expected=_arrays(expected),
        # The oracle's tolerance for this program (without the second reference, which the script lacks).
        budget={dtype: tolerance.budget(dtype, tolerance.growth(case.program, case.input_arrays),
                                        (case.oracle.rtol, case.oracle.atol)) for dtype in tolerance.FORMATS},
        formats=tolerance.FORMATS,
    )


@lru_cache(maxsize=None)
def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("relayreduce.templates", "."),
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
    )
    env.filters["python_string"] = _python_string
    env.filters["python_literal"] = _python_literal
    env.filters["array"] = _array_expression
    env.tests["tensor"] = lambda value: isinstance(value, np.ndarray)
    return env


def _description(check) -> str:
    """The oracle's own one-line description: the first line of its module's docstring, after the name."""
    doc = (sys.modules[check.__module__].__doc__ or "").strip().splitlines()
    return doc[0].split(":", 1)[-1].strip() if doc else ""


def _arrays(value):
    """A result as NumPy arrays and tuples only, the two shapes the template writes out."""
    if value is None:
        return None
    if isinstance(value, (tuple, list)):
        return tuple(_arrays(v) for v in value)
    return np.asarray(value)


def _python_string(text: str) -> str:
    """A Python literal for ``text``: a raw triple-quoted block that reads like the TVMScript it holds, or
    repr() when the text holds something a raw block cannot (a triple quote, a final quote or backslash)."""
    if "'''" in text or text.endswith(("'", "\\")):
        return repr(text)
    return f"r'''{text}'''"


def _python_literal(value) -> str:
    """A double-quoted Python literal for a string or a list of strings, which JSON spells as Python does
    (jinja's own tojson is no use here: it escapes <, > and & for HTML)."""
    return json.dumps(value if isinstance(value, str) else list(value), ensure_ascii=False)


def _array_expression(array: np.ndarray) -> str:
    """A Python expression for ``array`` in repro.py: its values written out when it is small and they read
    back bit for bit, otherwise ``tensor("<base64 of the .npy bytes>")``."""
    values = _written_out(array)
    if values is None:
        buffer = io.BytesIO()
        np.save(buffer, array, allow_pickle=False)
        return f'tensor("{base64.b64encode(buffer.getvalue()).decode("ascii")}")'
    if array.ndim == 0:
        return f'np.array({values}, dtype="{array.dtype}")'
    reshape = f".reshape{array.shape}" if array.ndim > 1 else ""
    return f'np.array([{values}], dtype="{array.dtype}"){reshape}'


def _written_out(array: np.ndarray) -> str | None:
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
