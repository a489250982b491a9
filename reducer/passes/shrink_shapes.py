"""shrink-shapes: smaller static extents for the entry's parameters, re-inferred through the registry.

First every dim of one extent shrinks together (to 1, or by half), which keeps broadcasting partners equal;
then one parameter's dim shrinks alone. Inputs keep their leading slice. Attributes that no longer fit (a
reshape's target shape) make the candidate ill-typed, and the driver drops it before any oracle run.
"""

from relayreduce.ir.types import TensorType

from ..delta import DeltaPass, first_dropped
from ._entry_params import tensor_params, with_param_types


def _smaller(extent: int):
    return [e for e in dict.fromkeys((1, extent // 2)) if 0 < e < extent]


def run(case, keep):
    params = tensor_params(case.program)
    shapes = {i: list(p.type.shape) for i, p in params}
    extents = sorted({d for s in shapes.values() for d in s if isinstance(d, int) and d > 1}, reverse=True)
    for extent in extents:
        new = first_dropped(_smaller(extent), keep)
        for s in shapes.values():
            s[:] = [new if new is not None and d == extent else d for d in s]
    for i, p in params:
        for axis, d in enumerate(p.type.shape):
            if isinstance(d, int) and d > 1:
                new = first_dropped(_smaller(d), keep)
                if new is not None and new < shapes[i][axis]:
                    shapes[i][axis] = new
    changes = {}
    for i, p in params:
        if tuple(shapes[i]) != p.type.shape:
            index = tuple(slice(0, e) if isinstance(e, int) else slice(None) for e in shapes[i])
            changes[i] = (TensorType(tuple(shapes[i]), p.type.dtype), case.inputs[i].value[index])
    return with_param_types(case, case.program, changes) if changes else case


PASS = DeltaPass("shrink-shapes", run, "shrink static dimensions of the entry's parameters")
