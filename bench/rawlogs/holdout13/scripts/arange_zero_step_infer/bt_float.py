# cause: arange_zero_step_infer
# expect: Divide by zero
# env: TVM_BACKTRACE=1
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


start, stop, step = 0.0, 1.0, 0.0
mod = build_fn([(3,)], "float32", lambda x: relax.op.arange(start, stop, step))
