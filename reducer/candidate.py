"""Which candidates may reach an oracle, and which of two cases is smaller.

``problem(case, numeric)`` is the validity gate: our type checker (TVM's inference for opaque calls, which
only TVM can type), inputs that fit the parameters, and, where the program can be interpreted, integer arguments inside their op's domain (no division by zero, no index
out of range: that would be our undefined behaviour, not TVM's bug). For numeric failures (mismatches) the
reference must also stay finite at every binding, or a NaN of our own making could pass for the bug.

``cost(case)`` orders cases shortlex-style (as Hypothesis does): fewer op calls first, then fewer ifs (a
collapsed if leaves an alias binding where the if was, so bindings alone would not count it gone), bindings,
functions, parameters, tensor elements, passes, and simpler dtypes, attributes and values. The driver
accepts a candidate only when it is strictly smaller, so reduction always terminates.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from relayreduce.case import Case
from relayreduce.interp import NotInterpretable, all_finite, evaluate
from relayreduce.ir import check, size
from relayreduce.ir.expr import Binding, Call, Const, If, OpaqueCall, Var, walk
from relayreduce.ir.rewrite import map_bindings, retype, tensor_types
from relayreduce.ir.types import IRTypeError, TensorType, is_int, substitute_dim


def input_problem(case: Case) -> str | None:
    """Why the inputs do not fit the entry's parameters (count, dtype, rank, extents, symbol binding)."""
    params = case.program.main.params
    if len(params) != len(case.inputs):
        return f"{len(case.inputs)} inputs for {len(params)} parameters"
    symbols: dict[str, int] = {}
    for p, c in zip(params, case.inputs):
        t, arr = p.type, c.value
        if not isinstance(t, TensorType) or t.shape is None:
            return f"parameter %{p.name} is not a tensor of known rank"
        if str(arr.dtype) != t.dtype or arr.ndim != len(t.shape):
            return f"input for %{p.name} is {arr.dtype}{list(arr.shape)}, parameter is {t}"
        for dim, extent in zip(t.shape, arr.shape):
            if isinstance(dim, int):
                if dim != extent:
                    return f"input for %{p.name} has extent {extent} where {t} says {dim}"
            elif dim.isidentifier():
                if symbols.setdefault(dim, extent) != extent:
                    return f"symbol {dim} bound to both {symbols[dim]} and {extent}"
            elif isinstance(value := substitute_dim(dim, symbols), int) and value != extent:
                return f"input for %{p.name}: {dim} is {value}, not {extent}"
    return None


def _domain_violation(spec, args) -> str | None:
    for k, value in enumerate(args):
        value = np.asarray(value)
        if is_int(str(value.dtype)) and not spec.domain(k).contains(value):
            return f"argument {k} of {spec.name} leaves the op's domain"
    return None


def numeric_problem(case: Case, require_finite: bool) -> str | None:
    """Undefined behaviour of our own making, found by running the NumPy reference."""
    problems: list[str] = []

    def on_call(spec, args):
        if not problems:
            violation = _domain_violation(spec, args)
            if violation:
                problems.append(violation)

    def observe(fn, var, value):
        if require_finite and not problems and not all_finite(value):
            problems.append(f"the reference of @{fn} %{var.name} is not finite")

    try:
        evaluate(case.program, case.input_arrays, observe, on_call)
    except NotInterpretable:
        # Opaque calls have no reference; a numeric verdict on them cannot be trusted, a crash can.
        return "the program has no NumPy reference" if require_finite else None
    except (IndexError, ValueError, ZeroDivisionError, OverflowError, TypeError) as err:
        return f"the reference is undefined here ({type(err).__name__}: {err})"
    return problems[0] if problems else None


#: What a type relation may raise on argument types no generator would produce (a relation indexing a shape
#: of the wrong rank): for a candidate, any of these means "ill-typed".
RELATION_ERRORS = (IRTypeError, ArithmeticError, LookupError, TypeError, ValueError)


def with_tvm_opaque_types(program):
    """Opaque calls retyped by TVM's own inference, and everything after them by our relations: the type
    relation of an op we do not model is TVM's. Raises (IRTypeError or TVM's error) when TVM rejects it."""
    opaque = {(fn.name, b.var.name) for fn, b in walk(program) if isinstance(b.value, OpaqueCall)}
    if not opaque:
        return program
    from relayreduce import tvm_adapter

    theirs = tvm_adapter.tvm_types(tvm_adapter.lower(program))
    for fn_name in {fn for fn, _ in opaque}:
        def retyped(b, _dataflow, fn_name=fn_name):
            if (fn_name, b.var.name) not in opaque:
                return None
            t = theirs[(fn_name, b.var.name)]
            return [Binding(Var(b.var.name, t), dataclasses.replace(b.value, type=t))]

        fn = program[fn_name]
        program = program.replace_function(dataclasses.replace(fn, body=map_bindings(fn.body, retyped)))
    return retype(program)


def opaque_problem(case: Case) -> str | None:
    """Opaque calls keep the type TVM gave them on import, and only TVM can say whether an edit (a smaller
    argument, another dtype) still gives that type: ask its inference, in process (no compile)."""
    opaque = [(fn.name, b.var) for fn, b in walk(case.program) if isinstance(b.value, OpaqueCall)]
    if not opaque:
        return None
    from relayreduce import tvm_adapter

    try:
        theirs = tvm_adapter.tvm_types(tvm_adapter.lower(case.program))
    except Exception as err:  # noqa: BLE001 - whatever TVM raises, the candidate is not a valid program
        return f"TVM's inference rejects it: {tvm_adapter.describe_error(err)}"
    for fn, var in opaque:
        if theirs.get((fn, var.name)) != var.type:
            return f"opaque call @{fn} %{var.name} is typed {var.type} but TVM now infers {theirs.get((fn, var.name))}"
    return None


def problem(case: Case, numeric: bool = False) -> str | None:
    """None when the case may go to an oracle; otherwise why not (one line)."""
    try:
        check(case.program)
    except RELATION_ERRORS as err:
        return f"{type(err).__name__}: {err}"
    return input_problem(case) or numeric_problem(case, require_finite=numeric) or opaque_problem(case)


def _value_rank(arr: np.ndarray) -> int:
    """0: all zeros, 1: one repeated value, 2: anything else."""
    if arr.size == 0 or not arr.any():
        return 0
    flat = arr.reshape(-1)
    return 1 if (flat == flat[0]).all() else 2


def _attr_weight(value) -> int:
    if value is None or value is False:
        return 0
    if value is True:
        return 1
    if isinstance(value, (int, float)):
        return 0 if value == 0 else 1 if value == 1 else 2 + int(min(abs(value), 1000))
    if isinstance(value, str):
        return 0 if value == "float32" else 1
    return len(value) + sum(_attr_weight(v) for v in value)


def cost(case: Case) -> tuple:
    program = case.program
    bindings = list(walk(program))
    calls = [b.value for _, b in bindings if isinstance(b.value, Call)]
    consts = [a for c in calls for a in c.args if isinstance(a, Const)]
    param_types = [t for p in program.main.params for t in tensor_types(p.type)]
    return (
        size(program),
        sum(isinstance(b.value, If) for _, b in bindings),
        len(bindings),
        len(program.functions) + len(program.extern_funcs),
        len(program.main.params),
        sum(c.value.size for c in case.inputs) + sum(c.value.size for c in consts),
        len(case.oracle.passes),
        sum(isinstance(d, str) for t in param_types for d in t.shape or ()),
        sum(t.dtype != "float32" for t in param_types) + sum(c.value.dtype != np.float32 for c in consts),
        sum(_attr_weight(v) for c in calls for _, v in c.attrs),
        sum(_value_rank(c.value) for c in (*case.inputs, *consts)),
    )
