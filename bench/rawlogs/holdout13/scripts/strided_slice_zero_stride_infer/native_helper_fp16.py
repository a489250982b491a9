# cause: strided_slice_zero_stride_infer
# expect: Divide by zero
# capture: pytest-native
# post: truncate=0.55
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


class Slicer:
    def __init__(self, stride):
        self.stride = stride
    def __call__(self, x):
        return relax.op.strided_slice(x, axes=[0, 1], begin=[0, 0], end=[3, 3], strides=[1, self.stride])

def test_fp16_slice():
    mod = build_fn([(3, 16)], "float16", Slicer(0))
    mod = relax.transform.LegalizeOps()(mod)
