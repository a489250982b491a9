# cause: adaptive_pool_zero_output_size
# expect: Divide by zero
# capture: pytest-native
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


def test_adaptive3d():
    mod = build_fn([(1, 2, 4, 4, 4)], "float32",
                   lambda x: relax.op.nn.adaptive_avg_pool3d(x, output_size=(2, 0, 2)))
    mod = relax.transform.LegalizeOps()(mod)
