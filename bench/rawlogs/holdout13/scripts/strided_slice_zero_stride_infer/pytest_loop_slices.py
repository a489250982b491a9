# cause: strided_slice_zero_stride_infer
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

def compile_and_run(mod, *arrays, target="llvm"):
    ex = tvm.compile(mod, target=target)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays])


import pytest

CONFIGS = [([2], [0], [8], [1]), ([2], [0], [8], [2]), ([2], [7], [0], [0])]

@pytest.mark.parametrize("idx", [0])
def test_slices(idx):
    for axes, begin, end, strides in CONFIGS:
        mod = build_fn([(2, 8, 8)], "float32",
                       lambda x: relax.op.strided_slice(x, axes=axes, begin=begin, end=end, strides=strides))
        out = compile_and_run(mod, np.random.rand(2, 8, 8).astype("float32"))
        assert out.shape[0] == 2
