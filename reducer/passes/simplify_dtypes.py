"""simplify-dtypes: entry parameters of other dtypes become float32, their inputs cast (values kept where
float32 holds them)."""

from relayreduce.ir.types import TensorType

from ..delta import DeltaPass
from ._entry_params import tensor_params, with_param_types


def run(case, keep):
    changes = {i: (TensorType(p.type.shape, "float32"), case.inputs[i].value.astype("float32"))
               for i, p in tensor_params(case.program) if p.type.dtype != "float32" and not keep()}
    return with_param_types(case, case.program, changes) if changes else case


PASS = DeltaPass("simplify-dtypes", run, "turn parameters of other dtypes into float32")
