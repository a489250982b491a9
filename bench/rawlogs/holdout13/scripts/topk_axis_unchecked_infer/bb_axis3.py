# cause: topk_axis_unchecked_infer
# expect: IndexError: Index -?\d+ out of bounds
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


mod = build_fn([(4, 6)], "float32", lambda x: relax.op.topk(x, k=2, axis=3))
