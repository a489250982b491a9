# cause: split-zero-sections
# expect: Split op expects the input number of sections to be a positive integer
# capture: pytest
import pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


def test_add_relu_compiles():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 4), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.relu(relax.op.add(x, x)))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((2, 4), "float32"))).numpy()
    np.testing.assert_allclose(out, np.full((2, 4), 2.0, "float32"))


def test_split_heads():
    class SplitHeads(nn.Module):
        def __init__(self, num_chunks):
            self.num_chunks = num_chunks

        def forward(self, x):
            chunks = nn.op.split(x, self.num_chunks, axis=1)
            return chunks[0]

    num_heads, head_group = 3, 4
    mod, _ = SplitHeads(num_heads // head_group).export_tvm(
        spec={"forward": {"x": nn.spec.Tensor((1, 12, 8), "float32")}})
