"""static-dims: a symbolic dimension of the entry becomes the static extent it has in the inputs.

The symbol is replaced wherever it is spelled: parameter types, shapes inside attributes (a reshape's
target), and the types of opaque calls, which only TVM could re-infer. Compound dims that lose their last
symbol are evaluated (``n * 4`` with n = 3 is 12).
"""

import dataclasses

from relayreduce.ir.expr import Call, OpaqueCall
from relayreduce.ir.rewrite import map_bindings
from relayreduce.ir.types import TensorType, TupleType, substitute_dim

from ..delta import DeltaPass
from ._entry_params import tensor_params, with_param_types


def _substitute_type(t, mapping):
    if isinstance(t, TensorType) and t.shape is not None:
        return TensorType(tuple(substitute_dim(d, mapping) for d in t.shape), t.dtype)
    if isinstance(t, TupleType):
        return TupleType(tuple(_substitute_type(f, mapping) for f in t.fields))
    return t


def _substitute_attr(value, mapping):
    if isinstance(value, tuple):
        return tuple(substitute_dim(v, mapping) if isinstance(v, str) else _substitute_attr(v, mapping)
                     for v in value)
    return value


def _bound_symbols(case) -> dict[str, int]:
    bound = {}
    for i, p in tensor_params(case.program):
        for dim, extent in zip(p.type.shape, case.inputs[i].value.shape):
            if isinstance(dim, str) and dim.isidentifier():
                bound.setdefault(dim, int(extent))
    return bound


def run(case, keep):
    mapping = {s: e for s, e in sorted(_bound_symbols(case).items()) if not keep()}
    if not mapping:
        return case

    def edit(b, _dataflow):
        value = b.value
        if isinstance(value, Call):
            value = Call(value.op, value.args, tuple((k, _substitute_attr(v, mapping)) for k, v in value.attrs))
        elif isinstance(value, OpaqueCall):
            value = dataclasses.replace(value, type=_substitute_type(value.type, mapping))
        return [dataclasses.replace(b, value=value)]

    main = case.program.main
    program = case.program.replace_function(dataclasses.replace(main, body=map_bindings(main.body, edit)))
    changes = {i: (_substitute_type(p.type, mapping), case.inputs[i].value) for i, p in tensor_params(program)}
    return with_param_types(case, program, changes)


PASS = DeltaPass("static-dims", run, "make symbolic dimensions static")
