# cause: conv2d_zero_stride_infer
# expect: Divide by zero
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


def make(stride):
    w = relax.const(np.random.rand(3, 3, 2, 6).astype("float32"))
    return build_fn([(1, 12, 12, 2)], "float32",
                    lambda x: relax.op.nn.conv2d(x, w, strides=stride, data_layout="NHWC", kernel_layout="HWIO"))

def test_conv_nhwc_strides():
    for s in [(1, 1), (2, 2), (1, 0)]:
        mod = make(s)
        assert mod is not None
