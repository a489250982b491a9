# cause: int_power_legalize
# expect: power only applies to float
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I

def build_fn(shapes, dtype, body):
    bb = relax.BlockBuilder()
    params = [relax.Var("x%d" % i, relax.TensorType(list(s), dtype)) for i, s in enumerate(shapes)]
    with bb.function("main", params):
        with bb.dataflow():
            out = bb.emit_output(body(*params))
        bb.emit_func_output(out)
    return bb.get()


def test_pow_int8():
    mod = build_fn([(8,), (8,)], "int8", lambda a, b: relax.op.power(a, b))
    mod = relax.transform.LegalizeOps()(mod)
