"""Shared by the passes that change the types of the entry's parameters: retype the program after the new
parameter types, with inputs reshaped to match."""

import dataclasses

import numpy as np

from relayreduce.ir.expr import Const, Var
from relayreduce.ir.rewrite import retype
from relayreduce.ir.types import TensorType

from ..delta import with_program


def tensor_params(program):
    """(index, parameter) for entry parameters that are tensors of known shape."""
    return [(i, p) for i, p in enumerate(program.main.params) if isinstance(p.type, TensorType) and p.type.shape is not None]


def with_param_types(case, program, changes: dict[int, tuple[TensorType, np.ndarray]]):
    """``case`` with entry parameter i retyped and fed ``changes[i]``, and the body re-inferred."""
    main = program.main
    params, inputs = list(main.params), list(case.inputs)
    for i, (t, value) in changes.items():
        params[i], inputs[i] = Var(params[i].name, t), Const(value)
    program = program.replace_function(dataclasses.replace(main, params=tuple(params)))
    return with_program(case, retype(program), inputs=tuple(inputs))
