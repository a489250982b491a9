"""drop-unit-dims: a dimension of extent 1 is removed from an entry parameter (lower rank)."""

from relayreduce.ir.types import TensorType

from ..delta import DeltaPass
from ._entry_params import tensor_params, with_param_types


def run(case, keep):
    changes = {}
    for i, p in tensor_params(case.program):
        axes = [a for a, d in enumerate(p.type.shape) if d == 1 and not keep()]
        if axes:
            dims = tuple(d for a, d in enumerate(p.type.shape) if a not in axes)
            changes[i] = (TensorType(dims, p.type.dtype), case.inputs[i].value.reshape(
                tuple(e for a, e in enumerate(case.inputs[i].value.shape) if a not in axes)))
    return with_param_types(case, case.program, changes) if changes else case


PASS = DeltaPass("drop-unit-dims", run, "remove dimensions of extent 1 from the entry's parameters")
