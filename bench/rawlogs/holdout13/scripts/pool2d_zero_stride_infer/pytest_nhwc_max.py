# cause: pool2d_zero_stride_infer
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


def test_pool_nhwc():
    mod = build_fn([(2, 14, 14, 8)], "float32",
                   lambda x: relax.op.nn.max_pool2d(x, pool_size=3, strides=0, layout="NHWC"))
    ex = tvm.compile(mod, target="llvm")
